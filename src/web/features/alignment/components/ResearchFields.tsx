import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  AGE_RANGES,
  type DemographicsBody,
  EDUCATION_LEVELS,
  GENDERS,
  ROLE_GROUPS,
} from '../../../../shared/contracts/demographics';

type Field = 'ageRange' | 'gender' | 'businessGroup' | 'educationLevel';

/**
 * The survey's research questions (optional, never used in the report): the project's demographic options with
 * the labels of the 'research' namespace.
 */
export function ResearchFields(props: { value: DemographicsBody; onChange: (v: DemographicsBody) => void }) {
  const { t } = useTranslation('research');
  const select = (field: Field, label: string, options: Array<{ value: string; label: string }>) => (
    <TextField
      select
      fullWidth
      label={label}
      value={props.value[field] == null ? '' : String(props.value[field])}
      onChange={(e) => {
        const raw = e.target.value;
        const value = raw === '' ? null : field === 'educationLevel' ? Number(raw) : raw;
        props.onChange({ ...props.value, [field]: value });
      }}
    >
      <MenuItem value="">
        <em>{t('noAnswer')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      {select(
        'ageRange',
        t('age'),
        AGE_RANGES.filter((a) => a !== 'OTHER').map((a) => ({ value: a, label: t(`ageRanges.${a}`) })),
      )}
      {select(
        'gender',
        t('gender'),
        GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) })),
      )}
      {select(
        'businessGroup',
        t('role'),
        ROLE_GROUPS.map((r) => ({ value: r, label: t(`roles.${r}`) })),
      )}
      {select(
        'educationLevel',
        t('education'),
        EDUCATION_LEVELS.map((n) => ({ value: String(n), label: t(`educationLevels.${n}`) })),
      )}
    </Stack>
  );
}
