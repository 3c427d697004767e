import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../../../ui/DashboardCard';

/** Badges, coming soon. */
export function BadgesCard() {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard title={t('badges.title')} status={t('status.comingSoon')}>
      <Typography variant="body2">{t('badges.text')}</Typography>
    </DashboardCard>
  );
}
