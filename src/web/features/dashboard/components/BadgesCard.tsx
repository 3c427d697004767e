import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../../../ui/DashboardCard';
import { EarnedBadgesRow } from '../../gamification';

/** The badges and certificates the person earned (the gamification feature), with a link to all of them. */
export function BadgesCard() {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      title={t('badges.title')}
      action={{ label: t('badges.all'), to: '/profile/general-settings#badges' }}
    >
      <EarnedBadgesRow empty={t('badges.text')} />
    </DashboardCard>
  );
}
