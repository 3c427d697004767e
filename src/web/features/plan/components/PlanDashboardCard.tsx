import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type PlanStage, planStage } from '../../../../shared/domain/plan-progress';
import { useUserState } from '../../../lib/session/user-state';
import { DashboardCard } from '../../../ui/DashboardCard';
import { usePlanProgress } from '../../dashboard';

const STATUS: Record<PlanStage, string> = {
  notStarted: 'plan:dashboard.notStarted',
  inProgress: 'plan:dashboard.inProgress',
  ready: 'plan:dashboard.ready',
  complete: 'plan:dashboard.complete',
};
const TEXT: Record<PlanStage, string> = {
  notStarted: 'plan:dashboard.textNew',
  inProgress: 'plan:dashboard.textProgress',
  ready: 'plan:dashboard.textReady',
  complete: 'plan:dashboard.textComplete',
};

/** The dashboard's plan card: its stage (the shared rule, beside the steps it counts), and the way in. */
export function PlanDashboardCard() {
  const { t } = useTranslation(['dashboard', 'plan']);
  const user = useUserState();
  const progress = usePlanProgress();
  const stage = planStage({
    started: Boolean(user.agilePlanGroupId),
    roleChallengesDone: user.roleChallengesCompleted,
    progress,
  });
  return (
    <DashboardCard
      title={t('plan.title')}
      status={t(STATUS[stage])}
      action={{ label: t('plan:dashboard.open'), to: '/plan' }}
    >
      <Typography variant="body2">{t(TEXT[stage])}</Typography>
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
