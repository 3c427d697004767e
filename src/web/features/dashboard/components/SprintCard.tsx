import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUserState } from '../../../lib/session/user-state';
import { DashboardCard } from '../../../ui/DashboardCard';

/** The current sprint's status (the sprints feature will register its own card in its place). */
export function SprintCard() {
  const { t } = useTranslation('dashboard');
  const user = useUserState();
  const sprint = user.currentSprintStatus ?? 'NONE';
  return (
    <DashboardCard title={t('sprint.title')} status={t(`sprint.status.${sprint}`)}>
      <Typography variant="body2">
        {user.roleChallengesCompleted ? t('sprint.text') : t('sprint.roleChallenges')}
      </Typography>
    </DashboardCard>
  );
}
