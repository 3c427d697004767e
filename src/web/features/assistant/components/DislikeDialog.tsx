import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_COMMENT_MAX } from '../../../../shared/contracts/assistant';

/**
 * 'That wasn't helpful?': an optional comment of at most 500 characters in 3 rows. The dislike is sent only when
 * the person submits; closing the dialog leaves the answer unrated.
 */
export function DislikeDialog(props: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onSubmit(comment: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('assistant-chat');
  const id = useId();
  const [comment, setComment] = useState('');
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setComment('') } }}
    >
      <DialogTitle id={`${id}-title`}>{t('dislikeDialog.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          multiline
          rows={3}
          fullWidth
          margin="dense"
          label={t('dislikeDialog.label')}
          value={comment}
          onChange={(e) => setComment(e.target.value.slice(0, ASSISTANT_COMMENT_MAX))}
          slotProps={{ htmlInput: { maxLength: ASSISTANT_COMMENT_MAX } }}
          helperText={
            props.error ?? t('dislikeDialog.count', { length: comment.length, max: ASSISTANT_COMMENT_MAX })
          }
          error={Boolean(props.error)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('dislikeDialog.cancel')}</Button>
        <Button variant="contained" disabled={props.busy} onClick={() => props.onSubmit(comment.trim())}>
          {t('dislikeDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
