import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ROLE_CHALLENGES_PATH, type SprintLock } from '../../../../shared/domain/sprint-unlock';

/**
 * Why the person's sprints are locked and the way to unlock them (the plan's role challenges): the library shows it
 * in place of the library; the server refuses a design or start for the same lock (sprint-unlock.ts).
 */
export function SprintLockNotice({ lock }: { lock: SprintLock }) {
  const { t } = useTranslation('sprint-design');
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={ROLE_CHALLENGES_PATH} color="inherit">
          {t('home.unlock')}
        </Button>
      }
    >
      {t(`lock.${lock}`)}
    </Alert>
  );
}
