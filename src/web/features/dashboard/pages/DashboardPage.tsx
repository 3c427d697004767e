import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '../../../../shared/domain/format';
import { currentLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../ui/usePageTitle';
import { GlaDashboardCard } from '../../assessment/components/GlaDashboardCard';
import { useSubscriptionPlan } from '../../license/api/subscription-plan';
import { useUserState } from '../../user/api/user-state';
import { DashboardCard } from '../components/DashboardCard';
import { dayPart, firstName } from '../day-part';

/** The main dashboard: a greeting, the plan, and the places later work fills. */
export default function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'navigation', 'plan']);
  const user = useUserState();
  const plan = useSubscriptionPlan();
  const sprint = user.currentSprintStatus ?? 'NONE';
  const termEnd = formatLongDate(plan.currentTermEnd, { locale: currentLanguage() });

  usePageTitle(t('navigation:items.dashboard'));
  return (
    <Box>
      <Typography component="h1" variant="h1">
        {t(`greeting.${dayPart(new Date().getHours())}`, { name: firstName(user.fullName) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <GlaDashboardCard />
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
        <DashboardCard title={t('sprint.title')} status={t(`sprint.status.${sprint}`)}>
          <Typography variant="body2">
            {user.roleChallengesCompleted ? t('sprint.text') : t('sprint.roleChallenges')}
          </Typography>
        </DashboardCard>
        <DashboardCard title={t('badges.title')} status={t('status.comingSoon')}>
          <Typography variant="body2">{t('badges.text')}</Typography>
        </DashboardCard>
        <DashboardCard title={t('subscription.title')} status={t(`subscription.status.${plan.status}`)}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {plan.planName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {termEnd ? t('subscription.termEnd', { date: termEnd }) : t('subscription.noTermEnd')}
          </Typography>
        </DashboardCard>
      </Box>
    </Box>
  );
}
