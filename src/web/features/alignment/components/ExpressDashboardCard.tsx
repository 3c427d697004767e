import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../../../ui/DashboardCard';
import { EXPRESS_PATH } from '../express-paths';

/** The main dashboard's way into the express setup, for buyers and admins (issue 14 point 4). */
export function ExpressDashboardCard() {
  const { t } = useTranslation('alignment');
  return (
    <DashboardCard title={t('express.title')} action={{ label: t('express.cardAction'), to: EXPRESS_PATH }}>
      <Typography variant="body2" color="text.secondary">
        {t('express.cardText')}
      </Typography>
    </DashboardCard>
  );
}
