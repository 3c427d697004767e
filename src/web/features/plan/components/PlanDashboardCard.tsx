import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUserState } from '../../../lib/session/user-state';
import { DashboardCard } from '../../../ui/DashboardCard';
import { usePlanProgress } from '../../dashboard';

/** The dashboard's plan card: not started, in progress or ready, how many steps are done, and the way in. */
export function PlanDashboardCard() {
  const { t } = useTranslation(['dashboard', 'plan']);
  const user = useUserState();
  const progress = usePlanProgress();
  return (
    <DashboardCard
      title={t('plan.title')}
      status={
        user.roleChallengesCompleted
          ? t('plan:dashboard.ready')
          : user.agilePlanGroupId
            ? t('plan:dashboard.inProgress')
            : t('plan:dashboard.notStarted')
      }
      action={{ label: t('plan:dashboard.open'), to: '/plan' }}
    >
      <Typography variant="body2">
        {user.roleChallengesCompleted
          ? t('plan:dashboard.textReady')
          : user.agilePlanGroupId
            ? t('plan:dashboard.textProgress')
            : t('plan:dashboard.textNew')}
      </Typography>
      {progress && (
        <>
          <Typography variant="body2" id="plan-progress-label" sx={{ mt: 1.5, mb: 0.5, fontWeight: 600 }}>
            {t('dashboard:plan.progress', { done: progress.done, total: progress.total })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(progress.done / progress.total) * 100}
            aria-labelledby="plan-progress-label"
          />
        </>
      )}
    </DashboardCard>
  );
}
