import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateTeamBody } from '../../../../shared/contracts/teams';
import { TEAM_PURPOSES } from '../../../../shared/enums';
import { muiField } from '../../../ui/form';
import { useTeamDistributions, useTeamTypes } from '../api/options';

export type TeamForm = {
  name: string;
  description: string;
  teamType: CreateTeamBody['teamType'] | '';
  purpose: CreateTeamBody['purpose'] | '';
  distribution: CreateTeamBody['distribution'] | '';
};

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
