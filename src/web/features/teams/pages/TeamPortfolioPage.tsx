import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useTeam } from '../api/team';
import { useTeamPortfolio } from '../api/team-impact';
import { ImpactLoadError, ImpactPageHeader } from '../components/impact/ImpactPageHeader';

/** /teams/v2/:teamId/team-portfolio: the team's finished team sprints by year (empty until team sprints exist). */
export default function TeamPortfolioPage() {
  const { t } = useTranslation('team-impact');
  const fmt = useFormat();
  const teamId = Number(useParams().teamId);
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const id = Number.isInteger(teamId) ? teamId : 0;
  const team = useTeam(id);
  const portfolio = useTeamPortfolio(id, year);
  usePageTitle(t('title.portfolio'));
  const years = [...new Set([thisYear, year, ...(portfolio.data?.years ?? [])])].sort((a, b) => b - a);

  return (
    <Box sx={{ maxWidth: 960, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <ImpactPageHeader
        page="portfolio"
        teamId={teamId}
        teamName={team.data?.name}
        managerName={team.data?.managerName}
        manager={Boolean(team.data?.teamAdmin)}
      />
      <Typography>{t('portfolio.intro')}</Typography>
      <TextField
        select
        size="small"
        label={t('portfolio.year')}
        value={year}
        onChange={(e) => setYear(Number(e.target.value))}
        sx={{ maxWidth: 160 }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {portfolio.isPending ? (
        <CircularProgress aria-label={t('title.portfolio')} />
      ) : portfolio.isError ? (
        <ImpactLoadError error={portfolio.error} />
      ) : portfolio.data.sprints.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('portfolio.empty', { year })}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List>
            {portfolio.data.sprints.map((s) => (
              <ListItem key={s.id}>
                <ListItemText
                  primary={s.title}
                  secondary={`${fmt.date(s.startDate)} – ${fmt.date(s.endDate)}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
