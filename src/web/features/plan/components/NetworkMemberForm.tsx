import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NETWORK_TYPES, type NetworkType } from '../../../../shared/enums';
import { muiField } from '../../../ui/form';

const networkForm = z.object({
  type: z.enum(NETWORK_TYPES),
  name: z.string().trim().min(1).max(200),
  email: z.union([z.literal(''), z.email()]),
});
export type NetworkValues = z.infer<typeof networkForm>;

/**
 * A nurture-network member's role, name and e-mail: adding one, or editing one in place (a changed e-mail
 * sends a new invitation). What was typed stays until the save went through.
 */
export function NetworkMemberForm({
  mode,
  initial,
  types,
  busy,
  onSubmit,
  onCancel,
}: {
  mode: 'add' | 'edit';
  initial: NetworkValues;
  types: readonly NetworkType[];
  busy: boolean;
  onSubmit: (values: NetworkValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('plan');
  const { register, handleSubmit, control, reset, formState } = useForm<NetworkValues>({
    resolver: zodResolver(networkForm),
    defaultValues: initial,
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={mode === 'edit' ? t('network.editing', { name: initial.name }) : undefined}
      onSubmit={handleSubmit(async (v) => {
        if ((await onSubmit(v)) && mode === 'add') reset({ type: v.type, name: '', email: '' });
      })}
      sx={{
        display: 'grid',
        gap: 1.5,
        mt: mode === 'add' ? 2 : 0,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <TextField select label={t('network.type')} {...field}>
            {types.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`network.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...muiField(register('name'))}
        label={t('network.name')}
        error={Boolean(formState.errors.name)}
        helperText={formState.errors.name ? t('network.nameRequired') : undefined}
      />
      <TextField
        {...muiField(register('email'))}
        type="email"
        label={t('network.email')}
        error={Boolean(formState.errors.email)}
        helperText={
          formState.errors.email
            ? t('network.invalidEmail')
            : mode === 'edit'
              ? t('network.emailChangeHelp')
              : t('network.emailHelp')
        }
      />
      <Box sx={{ display: 'flex', gap: 1, minHeight: { md: 56 }, alignItems: 'center' }}>
        <Button type="submit" variant={mode === 'edit' ? 'contained' : 'outlined'} disabled={busy}>
          {mode === 'edit' ? t('save') : t('network.add')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
      </Box>
    </Box>
  );
}
