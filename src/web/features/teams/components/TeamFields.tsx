import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type CreateTeamBody, teamFields } from '../../../../shared/contracts/teams';
import { TEAM_DISTRIBUTIONS, TEAM_PURPOSES, TEAM_TYPES } from '../../../../shared/enums';
import { muiField } from '../../../ui/form';
import { useTeamDistributions, useTeamTypes } from '../api/options';

/** The shared team schema as a form holds it: choices not yet made are ''. */
export const teamForm = z.object({
  name: teamFields.shape.name,
  description: z.string().trim().max(1000),
  teamType: z
    .enum(TEAM_TYPES)
    .or(z.literal(''))
    .refine((v: string) => v.length > 0, { message: 'is required' }),
  purpose: z.enum(TEAM_PURPOSES).or(z.literal('')),
  distribution: z.enum(TEAM_DISTRIBUTIONS).or(z.literal('')),
});
export type TeamForm = z.infer<typeof teamForm>;

/** Name, description, type, work mode and purpose of a team (types and work modes from the server). */
export function TeamFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<TeamForm>;
  control: Control<TeamForm>;
  errors: FieldErrors<TeamForm>;
}) {
  const { t } = useTranslation('teams');
  const types = useTeamTypes();
  const modes = useTeamDistributions();
  return (
    <>
      <TextField
        {...muiField(register('name'))}
        label={t('fields.name')}
        required
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name ? t('fields.nameRequired') : undefined}
      />
      <TextField
        {...muiField(register('description'))}
        label={t('fields.description')}
        fullWidth
        multiline
        minRows={2}
        error={Boolean(errors.description)}
        helperText={errors.description ? t('fields.descriptionTooLong') : undefined}
      />
      <Controller
        control={control}
        name="teamType"
        render={({ field }) => (
          <TextField
            select
            required
            label={t('fields.type')}
            {...field}
            error={Boolean(errors.teamType)}
            helperText={errors.teamType ? t('fields.typeRequired') : undefined}
          >
            {(types.data ?? []).map((code) => (
              <MenuItem key={code} value={code}>
                {t(`types.${code}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="distribution"
        render={({ field }) => (
          <TextField select label={t('fields.workMode')} {...field}>
            <MenuItem value="">{t('fields.notSet')}</MenuItem>
            {(modes.data ?? []).map((code) => (
              <MenuItem key={code} value={code}>
                {t(`workModes.${code}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="purpose"
        render={({ field }) => (
          <TextField select label={t('fields.purpose')} {...field}>
            <MenuItem value="">{t('fields.notSet')}</MenuItem>
            {TEAM_PURPOSES.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`purposes.${code}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}

/** The form's values as the server takes them (empty choices left out). */
export function teamBody(v: TeamForm): CreateTeamBody {
  return {
    name: v.name,
    description: v.description,
    teamType: v.teamType as CreateTeamBody['teamType'],
    ...(v.purpose ? { purpose: v.purpose } : {}),
    ...(v.distribution ? { distribution: v.distribution } : {}),
  };
}
