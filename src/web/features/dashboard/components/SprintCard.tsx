import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROLE_CHALLENGES_PATH, sprintsUnlocked } from '../../../../shared/domain/sprint-unlock';
import { useUserState } from '../../../lib/session/user-state';
import { DashboardCard } from '../../../ui/DashboardCard';

/** The current sprint's status (the sprints feature will register its own card in its place). */
export function SprintCard() {
  const { t } = useTranslation(['dashboard', 'sprint-design']);
  const user = useUserState();
  const sprint = user.currentSprintStatus ?? 'NONE';
  // the shared rule the navigation and the server's design and start calls apply (sprint-unlock.ts)
  const unlocked = sprintsUnlocked(user);
  return (
    <DashboardCard
      title={t('sprint.title')}
      status={t(`sprint.status.${sprint}`)}
      action={unlocked ? undefined : { label: t('sprint-design:home.unlock'), to: ROLE_CHALLENGES_PATH }}
    >
      <Typography variant="body2">
        {unlocked ? t('sprint.text') : t('sprint-design:lock.ROLE_CHALLENGES_INCOMPLETE')}
      </Typography>
    </DashboardCard>
  );
}
