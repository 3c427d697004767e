import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { sprintsUnlocked } from '../../../../shared/domain/sprint-unlock';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUserState } from '../../../lib/session/user-state';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePortfolio } from '../api/portfolio';
import { useSprintSummary } from '../api/sprint-summary';
import { ActionsWithActivities } from '../components/SprintContents';

function SprintView({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation('sprint-board');
  const sprint = useSprintSummary(id);
  return (
    <Dialog open onClose={onClose} aria-labelledby="portfolio-sprint-title" fullWidth maxWidth="md">
      <DialogTitle id="portfolio-sprint-title">{sprint.data?.label ?? t('portfolio.sprint')}</DialogTitle>
      <DialogContent>
        {sprint.isPending && <CircularProgress aria-label={t('loading')} />}
        {sprint.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
        {sprint.data && (
          <>
            {sprint.data.description && <Typography sx={{ mb: 2 }}>{sprint.data.description}</Typography>}
            <ActionsWithActivities sprint={sprint.data} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /my/portfolio: the person's ended sprints by year, each opened read-only with actions, activities and review. */
export default function SprintPortfolioPage() {
  const { t } = useTranslation('sprint-board');
  const f = useFormat();
  const portfolio = usePortfolio();
  const user = useUserState();
  const [open, setOpen] = useState<number | null>(null);
  usePageTitle(t('portfolio.title'));
  // the next step while it is empty: the sprint that will land here, or choosing one (once sprints are unlocked)
  const emptyAction =
    user.currentSprintStatus === 'IN_PROGRESS' ? (
      <Button color="inherit" size="small" component={RouterLink} to="/sprint/dashboard">
        {t('portfolio.openSprint')}
      </Button>
    ) : sprintsUnlocked(user) ? (
      <Button color="inherit" size="small" component={RouterLink} to="/sprint-library">
        {t('portfolio.chooseSprint')}
      </Button>
    ) : undefined;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageTitle>{t('portfolio.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('portfolio.intro')}
      </Typography>
      {portfolio.isPending && <CircularProgress aria-label={t('loading')} />}
      {portfolio.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {portfolio.data?.total === 0 && (
        <Alert severity="info" action={emptyAction}>
          {t('portfolio.empty')}
        </Alert>
      )}
      {portfolio.data?.years.map((y) => (
        <Box key={y.year} component="section" aria-labelledby={`portfolio-${y.year}`} sx={{ mb: 3 }}>
          <Typography id={`portfolio-${y.year}`} component="h2" variant="h3" sx={{ mb: 1 }}>
            {y.year}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {y.sprints.map((s) => (
              <Paper
                key={s.id}
                variant="outlined"
                sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Box sx={{ flex: 1, minWidth: 200 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {s.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('portfolio.started', { date: f.date(s.startDate ?? ''), weeks: s.duration })}
                  </Typography>
                </Box>
                {s.outcomeStatus && <Chip label={t(`outcomes.${s.outcomeStatus}`)} />}
                <Button variant="outlined" onClick={() => setOpen(s.id)}>
                  {t('portfolio.view')}
                </Button>
              </Paper>
            ))}
          </Box>
        </Box>
      ))}
      {open && <SprintView id={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
