import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { SESSION_DIALOG_WIDTH } from '../../shared/constants';

/** Blocking: the session has changed or expired; the only way on is to reload the page. */
export default function SessionDialog() {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open
      // Cannot be dismissed: neither Escape nor a click outside closes it.
      onClose={() => {}}
      aria-labelledby="session-dialog-title"
      aria-describedby="session-dialog-text"
      slotProps={{ paper: { sx: { width: SESSION_DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id="session-dialog-title">{t('session.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-dialog-text">{t('session.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => window.location.reload()} autoFocus>
          {t('session.refresh')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
