import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { CHECK_IN_TITLE_KEYS } from '../../../../shared/domain/check-in-steps';
import { useCurrentCheckIn } from '../api/check-ins';
import { openCheckInDialog } from '../dialog-store';

/** The dashboard's "Check in now" while a check-in is open (resumes a started one); a team sprint's names its team. */
export function CheckInCallToAction({
  sprintId,
  teamId = null,
}: {
  sprintId: number;
  teamId?: number | null;
}) {
  const { t } = useTranslation('sprint-checkin');
  const current = useCurrentCheckIn(sprintId);
  const c = current.data;
  if (c?.state !== 'open') return null;
  return (
    <Alert
      severity="info"
      action={
        <Button variant="contained" size="small" onClick={() => openCheckInDialog(sprintId, teamId)}>
          {c.status ? t('cta.resume') : t('cta.now')}
        </Button>
      }
    >
      {t('cta.text', { title: t(CHECK_IN_TITLE_KEYS[c.type]) })}
    </Alert>
  );
}
