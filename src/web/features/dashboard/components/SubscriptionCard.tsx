import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';
import { useSubscriptionPlan } from '../../../lib/session/subscription-plan';
import { DashboardCard } from '../../../ui/DashboardCard';

/** The organisation's subscription and the end of its term. */
export function SubscriptionCard() {
  const { t } = useTranslation(['dashboard', 'console']);
  const plan = useSubscriptionPlan();
  const termEnd = useFormat().longDate(plan.currentTermEnd);
  return (
    <DashboardCard title={t('subscription.title')} status={t(`subscription.status.${plan.status}`)}>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {t(`console:plans.${plan.planCode}`, { defaultValue: plan.planName })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {termEnd ? t('subscription.termEnd', { date: termEnd }) : t('subscription.noTermEnd')}
      </Typography>
    </DashboardCard>
  );
}
