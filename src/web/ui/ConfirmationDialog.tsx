import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRMATION_DIALOG_WIDTH } from '../../shared/constants';

export interface ConfirmationDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** Labels of the buttons; Yes / No by default. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Show a close icon in the title. */
  closable?: boolean;
  busy?: boolean;
  /** the dialog's width in px (default CONFIRMATION_DIALOG_WIDTH) */
  width?: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The shared confirmation dialog (spec widgets): title, text, yes/no and an optional close icon. */
export function ConfirmationDialog(props: ConfirmationDialogProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: { sx: { width: props.width ?? CONFIRMATION_DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ pr: props.closable ? 6 : undefined }}>
        {props.title}
      </DialogTitle>
      {props.closable && (
        <IconButton
          aria-label={t('close')}
          onClick={props.onCancel}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{props.cancelLabel ?? t('no')}</Button>
        <Button variant="contained" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel ?? t('yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
