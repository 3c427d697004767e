import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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
  return (
    <DashboardCard
      title={t('home.title')}
      status={sprint ? t('home.inProgress') : design ? t('home.designing') : undefined}
    >
      {sprint ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {sprint.label}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {sprint.lastDate ? t('home.endsOn', { date: format.date(sprint.lastDate) }) : ''}
          </Typography>
          <Button component={RouterLink} to="/sprint/dashboard" size="small">
            {t('home.open')}
          </Button>
        </>
      ) : design ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {design.label}
          </Typography>
          <Button component={RouterLink} to="/sprint-library/design" size="small">
            {t('library.continue')}
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('home.none')}
          </Typography>
          <Button component={RouterLink} to="/sprint-library" size="small">
            {t('home.designFirst')}
          </Button>
        </>
      )}
    </DashboardCard>
  );
}
