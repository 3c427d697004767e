import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createOrganisationBody } from '../../../../shared/contracts/console';
import { PLAN_CODES } from '../../../../shared/enums';
import { muiField } from '../../../ui/form';
import { useCreateOrganisation } from '../api/organisations';
import { consoleErrorText } from '../console-errors';

type Input = z.input<typeof createOrganisationBody>;
type Output = z.output<typeof createOrganisationBody>;

/** Operators: a new organisation with its first buyer admin, who receives a set-password link. */
export function CreateOrganisationDialog(props: { onClose: (created: boolean) => void }) {
  const { t } = useTranslation('console');
  const id = useId();
  const create = useCreateOrganisation();
  const { register, control, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(createOrganisationBody),
    defaultValues: { name: '', planCode: 'FREE', buyerAdminName: '', buyerAdminEmail: '' },
  });
  const { errors } = formState;
  return (
    <Dialog open onClose={() => props.onClose(false)} aria-labelledby={id} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={handleSubmit((v) => create.mutate(v, { onSuccess: () => props.onClose(true) }))}
      >
        <DialogTitle id={id}>{t('organisations.createTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            {...muiField(register('name'))}
            label={t('organisations.name')}
            required
            fullWidth
            sx={{ mt: 1 }}
            error={Boolean(errors.name)}
            helperText={errors.name ? t('settings.nameInvalid') : undefined}
          />
          <Controller
            name="planCode"
            control={control}
            render={({ field }) => (
              <TextField select label={t('licence.plan')} fullWidth {...field}>
                {PLAN_CODES.map((p) => (
                  <MenuItem key={p} value={p}>
                    {t(`plans.${p}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...muiField(register('buyerAdminName'))}
            label={t('organisations.buyerName')}
            required
            fullWidth
            error={Boolean(errors.buyerAdminName)}
            helperText={errors.buyerAdminName ? t('organisations.buyerNameRequired') : undefined}
          />
          <TextField
            {...muiField(register('buyerAdminEmail'))}
            label={t('organisations.buyerEmail')}
            type="email"
            required
            fullWidth
            error={Boolean(errors.buyerAdminEmail)}
            helperText={
              errors.buyerAdminEmail ? t('settings.emailInvalid') : t('organisations.buyerEmailHelp')
            }
          />
          {create.isError && <Alert severity="error">{consoleErrorText(create.error, t)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => props.onClose(false)}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('organisations.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
