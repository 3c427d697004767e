import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
    // the button under the text: long words (German) keep their room on a phone
    <Alert severity="info" sx={{ hyphens: 'auto', overflowWrap: 'break-word' }}>
      {t(`lock.${lock}`)}
      <Box sx={{ mt: 1.5 }}>
        <Button
          component={RouterLink}
          to={ROLE_CHALLENGES_PATH}
          variant="outlined"
          color="inherit"
          size="small"
        >
          {t('home.unlock')}
        </Button>
      </Box>
    </Alert>
  );
}
