import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from './DateField';
import { muiField } from './form';

/** What every milestone form holds; the team form adds its team. */
interface MilestoneFieldValues {
  type: string;
  title: string;
  date: string;
}

/**
 * The type, title and date fields of a milestone form (a plan's key milestone or a team milestone), inside the
 * form's FormProvider; the labels name which kind of milestone it is.
 */
export function MilestoneFields({
  types,
  labels,
}: {
  types: readonly string[];
  labels: { type: string; title: string; date: string };
}) {
  const { t } = useTranslation('plan');
  const { control, register, formState } = useFormContext<MilestoneFieldValues>();
  return (
    <>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <TextField select label={labels.type} {...field}>
            {types.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`milestones.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...muiField(register('title'))}
        label={labels.title}
        error={Boolean(formState.errors.title)}
        helperText={formState.errors.title ? t('milestones.titleRequired') : undefined}
      />
      <Controller
        control={control}
        name="date"
        render={({ field }) => (
          <DateField
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={labels.date}
            error={Boolean(formState.errors.date)}
            helperText={formState.errors.date ? t('milestones.dateRequired') : undefined}
          />
        )}
      />
    </>
  );
}
