import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { goToCrewForm } from '../../sprint-board';

/**
 * A running team sprint without a crew (issue 30): nobody outside the team is asked for feedback, so crew
 * engagement stays empty. Its manager adds people in one click (the crew section below); a member learns who can.
 */
export function NoCrewNotice({ manager }: { manager: boolean }) {
  const { t } = useTranslation('team-sprint');
  return (
    <Alert severity="warning">
      {manager ? t('dashboard.noCrew.manager') : t('dashboard.noCrew.member')}
      {manager && (
        <Box sx={{ mt: 1.5 }}>
          <Button color="inherit" variant="outlined" size="small" onClick={goToCrewForm}>
            {t('dashboard.noCrew.add')}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
