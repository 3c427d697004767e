import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { PageTitle } from '../../../ui/PageTitle';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { CriteriaPanel } from '../../gamification';
import { CheckInCallToAction } from '../../sprint-checkin';
import { useCurrentSprint } from '../api/current-sprint';
import { useStopEarly } from '../api/end-sprint';
import { FinalReviewPanel } from '../components/FinalReviewPanel';
import { OverviewCards } from '../components/OverviewCards';
import { ActionsWithActivities, CrewList, goToCrewForm } from '../components/SprintContents';
import { SprintTimeline } from '../components/SprintTimeline';

/** /sprint/dashboard ("Manage"): the overview of the sprint in progress, its timeline, crew and actions. */
export default function SprintDashboardPage() {
  const { t } = useTranslation('sprint-board');
  const f = useFormat();
  const navigate = useNavigate();
  const sprint = useCurrentSprint();
  const stop = useStopEarly();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirmStop, setConfirmStop] = useState(false);
  usePageTitle(t('dashboard.title'));

  if (sprint.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (sprint.isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  const s = sprint.data;
  if (!s)
    return (
      <Box sx={{ maxWidth: 960 }}>
        <PageTitle>{t('dashboard.title')}</PageTitle>
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('dashboard.none')}
        </Alert>
        <Button component={RouterLink} to="/sprint-library" variant="contained" sx={{ mt: 2 }}>
          {t('dashboard.design')}
        </Button>
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {t('dashboard.title')}
          </Typography>
          <PageTitle>{s.label}</PageTitle>
          <Typography color="text.secondary">
            {t('dashboard.dates', { start: f.date(s.startDate ?? ''), end: f.date(s.lastDate ?? '') })}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/sprint/kanban"
          variant="outlined"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('dashboard.openKanban')}
        </Button>
        <IconButton aria-label={t('dashboard.more')} onClick={(e) => setMenu(e.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
          <MenuItem onClick={() => navigate('/sprint/kanban')}>{t('dashboard.openKanban')}</MenuItem>
          <MenuItem
            disabled={s.reviewPhase !== 'before-last-day'}
            onClick={() => {
              setMenu(null);
              setConfirmStop(true);
            }}
          >
            {t('dashboard.stopEarly')}
          </MenuItem>
        </Menu>
      </Box>
      {s.description && <Typography>{s.description}</Typography>}
      {s.reviewPhase === 'review-due' && <FinalReviewPanel sprint={s} />}
      {s.sprintStatus === 'IN_PROGRESS' && s.sprintCrews.length === 0 && (
        <Alert severity="warning">
          {t('dashboard.noCrew')}
          <Box sx={{ mt: 1.5 }}>
            <Button color="inherit" variant="outlined" size="small" onClick={goToCrewForm}>
              {t('dashboard.addCrew')}
            </Button>
          </Box>
        </Alert>
      )}
      <CheckInCallToAction sprintId={s.id} />
      <OverviewCards sprint={s} />
      <SprintTimeline sprint={s} />
      <CriteriaPanel sprintId={s.id} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // two columns of 3:2, so the crew's names and e-mails keep their lines at 1280 px (issue 30, 18)
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <ActionsWithActivities sprint={s} />
        <CrewList sprint={s} />
      </Box>
      <ConfirmationDialog
        open={confirmStop}
        title={t('dashboard.stopEarlyTitle')}
        text={t('dashboard.stopEarlyText')}
        busy={stop.isPending}
        onCancel={() => setConfirmStop(false)}
        onConfirm={() =>
          stop.mutate(s.id, {
            onSuccess: () => {
              setConfirmStop(false);
              toast({ message: t('review.done.portfolio'), severity: 'success' });
              navigate('/my/portfolio');
            },
            onError: () => toast({ message: t('review.failed'), severity: 'error' }),
          })
        }
      />
    </Box>
  );
}
