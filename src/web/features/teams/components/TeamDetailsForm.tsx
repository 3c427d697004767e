import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type Team, teamFields } from '../../../../shared/contracts/teams';
import { muiField } from '../../../ui/form';
import { useEditTeam } from '../api/edit-team';

const detailsForm = z.object({ name: teamFields.shape.name, description: z.string().trim().max(1000) });
type DetailsForm = z.infer<typeof detailsForm>;

/** The team's name and description, for its manager (or an administrator) to change. */
export function TeamDetailsForm({ team }: { team: Team }) {
  const { t } = useTranslation('teams');
  const edit = useEditTeam(team.id);
  const { register, handleSubmit, formState, reset } = useForm<DetailsForm>({
    resolver: zodResolver(detailsForm),
    values: { name: team.name, description: team.description ?? '' },
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('manage.details')}
      onSubmit={handleSubmit((v) =>
        edit.mutate(v, {
          onSuccess: (saved) => reset({ name: saved.name, description: saved.description ?? '' }),
        }),
      )}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        {...muiField(register('name'))}
        label={t('fields.name')}
        required
        fullWidth
        error={Boolean(formState.errors.name)}
        helperText={formState.errors.name ? t('fields.nameRequired') : undefined}
      />
      <TextField
        {...muiField(register('description'))}
        label={t('fields.description')}
        fullWidth
        multiline
        minRows={2}
        error={Boolean(formState.errors.description)}
        helperText={formState.errors.description ? t('fields.descriptionTooLong') : undefined}
      />
      {edit.isSuccess && !formState.isDirty && <Alert severity="success">{t('manage.saved')}</Alert>}
      {edit.isError && <Alert severity="error">{t('saveFailed')}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={edit.isPending || !formState.isDirty}>
          {t('manage.save')}
        </Button>
      </Box>
    </Box>
  );
}
