import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROLE_CHALLENGES_PATH, sprintLock } from '../../../../shared/domain/sprint-unlock';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUserState } from '../../../lib/session/user-state';
import { DashboardCard } from '../../../ui/DashboardCard';
import { useActiveSprint } from '../api/design';

/** The dashboard's sprint card: the sprint in progress, the design to continue, or "Design your first sprint". */
export function SprintHomeCard() {
  const { t } = useTranslation('sprint-design');
  const user = useUserState();
  const format = useFormat();
  const active = useActiveSprint();
  const sprint = active.data?.sprint ?? null;
  const design = active.data?.design ?? null;
  // the shared rule the navigation and the server's design and start calls apply (sprint-unlock.ts)
  const lock = sprintLock(user);
  if (lock)
    return (
      <DashboardCard
        title={t('home.title')}
        status={t('home.locked')}
        action={{ label: t('home.unlock'), to: ROLE_CHALLENGES_PATH }}
      >
        <Typography variant="body2">{t(`lock.${lock}`)}</Typography>
      </DashboardCard>
    );
  // the card's one next step sits at its foot, as on every dashboard card
  const action = sprint
    ? { label: t('home.open'), to: '/sprint/dashboard' }
    : design
      ? { label: t('library.continue'), to: '/sprint-library/design' }
      : { label: t('home.designFirst'), to: '/sprint-library' };
  return (
    <DashboardCard
      title={t('home.title')}
      status={sprint ? t('home.inProgress') : design ? t('home.designing') : undefined}
      action={action}
    >
      {sprint ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {sprint.label}
          </Typography>
          <Typography variant="body2">
            {sprint.lastDate ? t('home.endsOn', { date: format.date(sprint.lastDate) }) : ''}
          </Typography>
        </>
      ) : (
        <Typography variant="body2">{design ? design.label : t('home.none')}</Typography>
      )}
    </DashboardCard>
  );
}
