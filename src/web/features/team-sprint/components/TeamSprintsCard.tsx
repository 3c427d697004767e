import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { teamSprintEntryState } from '../../../../shared/domain/team-sprint-navigation';
import { useFormat } from '../../../lib/i18n/use-format';
import { DashboardCard } from '../../../ui/DashboardCard';
import { useTeamSummary } from '../api/team-summary';

/**
 * The dashboard's team sprints card: each of the person's teams with its team sprint (in progress, being
 * designed, or none) and where to go next. Not shown to someone in no team.
 */
export function TeamSprintsCard() {
  const { t } = useTranslation('team-sprint');
  const f = useFormat();
  const teams = useTeamSummary();
  if (teams.isPending || teams.isError || teams.data.length === 0) return null;
  return (
    <DashboardCard title={t('home.title')}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {teams.data.map((team) => {
          const s = team.currentSprint;
          const open = !teamSprintEntryState(team.sprintNavigation).disabled;
          const base = `/teams/v2/${team.id}`;
          return (
            <li key={team.id}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {team.name}
              </Typography>
              {s?.sprintStatus === 'IN_PROGRESS' ? (
                <>
                  <Typography variant="body2">
                    {s.label}
                    {s.lastDate ? ` · ${t('home.endsOn', { date: f.date(s.lastDate) })}` : ''}
                  </Typography>
                  {open ? (
                    <Button
                      variant="outlined"
                      size="small"
                      component={RouterLink}
                      to={`${base}/sprint/dashboard`}
                      sx={{ mt: 1 }}
                    >
                      {t('home.open', { team: team.name })}
                    </Button>
                  ) : (
                    <Chip size="small" label={t('nav.notStarted')} />
                  )}
                </>
              ) : s ? (
                <Typography variant="body2">
                  {t('home.designing', { label: s.label })}{' '}
                  {team.manager && (
                    <Link component={RouterLink} to={`${base}/sprint-library/design`}>
                      {t('frame.continueDesign')}
                    </Link>
                  )}
                </Typography>
              ) : (
                <Typography variant="body2">
                  {t('home.none')}{' '}
                  {team.manager && (
                    <Link component={RouterLink} to={`${base}/sprint-library`}>
                      {t('frame.design')}
                    </Link>
                  )}
                </Typography>
              )}
            </li>
          );
        })}
      </Box>
    </DashboardCard>
  );
}
