import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { profilePatchBody } from '../../../../shared/contracts/user';
import { useUpdateProfile } from '../../../lib/session/update-profile';
import { useUserState } from '../../../lib/session/user-state';
import { muiField } from '../../../ui/form';

type FormInput = z.input<typeof profilePatchBody>;
type FormOutput = z.output<typeof profilePatchBody>;

/** Name and designation, validated with the same schema the server uses. */
export function PersonalDetailsForm({ onSaved, onFailed }: { onSaved: () => void; onFailed: () => void }) {
  const { t } = useTranslation('profile');
  const user = useUserState();
  const update = useUpdateProfile();
  const { register, handleSubmit, formState, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profilePatchBody),
    defaultValues: { fullName: user.fullName, designation: user.designation ?? '' },
  });
  const { errors, isDirty } = formState;

  const messageFor = (type: string | undefined) =>
    type === 'too_big' ? t('validation.tooLong') : type ? t('validation.nameRequired') : undefined;

  const onSubmit = (values: FormOutput) =>
    update.mutate(
      { fullName: values.fullName, designation: values.designation || null },
      {
        onSuccess: (saved) => {
          reset({ fullName: saved.fullName, designation: saved.designation ?? '' });
          onSaved();
        },
        onError: onFailed,
      },
    );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ maxWidth: 480 }}>
      <TextField
        {...muiField(register('fullName'))}
        label={t('fullName')}
        autoComplete="name"
        fullWidth
        slotProps={{ htmlInput: { 'aria-required': true } }}
        error={Boolean(errors.fullName)}
        helperText={messageFor(errors.fullName?.type)}
      />
      <TextField
        {...muiField(register('designation'))}
        label={t('designation')}
        autoComplete="organization-title"
        fullWidth
        error={Boolean(errors.designation)}
        helperText={errors.designation ? t('validation.tooLong') : undefined}
      />
      <Button
        type="submit"
        variant="contained"
        size="medium"
        disabled={!isDirty || update.isPending}
        sx={{ mt: 1 }}
      >
        {t('save')}
      </Button>
    </Box>
  );
}
