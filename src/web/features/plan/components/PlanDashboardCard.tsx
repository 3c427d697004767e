import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUserState } from '../../../lib/session/user-state';
import { DashboardCard } from '../../../ui/DashboardCard';

/** The dashboard's plan card: not started, in progress or ready, with a link to the plan. */
export function PlanDashboardCard() {
  const { t } = useTranslation(['dashboard', 'plan']);
  const user = useUserState();
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
    >
      <Typography variant="body2">
        {user.roleChallengesCompleted
          ? t('plan:dashboard.textReady')
          : user.agilePlanGroupId
            ? t('plan:dashboard.textProgress')
            : t('plan:dashboard.textNew')}
      </Typography>
      <Link component={RouterLink} to="/plan" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
        {t('plan:dashboard.open')}
      </Link>
    </DashboardCard>
  );
}
