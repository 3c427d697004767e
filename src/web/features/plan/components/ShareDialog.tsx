import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../lib/api/errors';
import { muiField } from '../../../ui/form';
import { usePlanGuests, useRevokeGuest, useSharePlan } from '../api/guests';

const shareForm = z.object({ email: z.email() });

/** Shares the plan with a guest by e-mail: they may read it and comment. */
export function ShareDialog({
  planId,
  open,
  onClose,
}: {
  planId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('plan');
  const id = useId();
  const guests = usePlanGuests(planId, open);
  const share = useSharePlan(planId);
  const revoke = useRevokeGuest(planId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<z.infer<typeof shareForm>>({
    resolver: zodResolver(shareForm),
    defaultValues: { email: '' },
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{t('share.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('share.intro')}</DialogContentText>
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={handleSubmit((v) =>
            share.mutate(v.email, {
              onSuccess: () => {
                setSentTo(v.email);
                reset({ email: '' });
              },
            }),
          )}
        >
          <TextField
            {...muiField(register('email'))}
            type="email"
            label={t('share.email')}
            fullWidth
            margin="dense"
            error={Boolean(formState.errors.email)}
            helperText={formState.errors.email ? t('network.invalidEmail') : undefined}
          />
        </form>
        {sentTo && !share.isError && <Alert severity="success">{t('share.sent', { email: sentTo })}</Alert>}
        {share.isError && (
          <Alert severity="error">{isApiError(share.error, 400) ? t('share.own') : t('saveFailed')}</Alert>
        )}
        {/* a heading at body size: the list's label, not a title above the dialog's own */}
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
          {t('share.guests')}
        </Typography>
        {guests.data?.items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('share.noGuests')}
          </Typography>
        )}
        <List dense>
          {guests.data?.items.map((g) => (
            <ListItem
              key={g.id}
              disableGutters
              secondaryAction={
                <IconButton
                  aria-label={t('share.revoke', { email: g.email })}
                  onClick={() => revoke.mutate(g.id)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={g.email} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" form={`${id}-form`} variant="contained" disabled={share.isPending}>
          {t('share.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
