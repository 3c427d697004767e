import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AGE_RANGES,
  CULTURAL_GROUPS,
  type Demographics,
  type DemographicsBody,
  EDUCATION_LEVELS,
  ETHNIC_GROUPS,
  GENDERS,
  ROLE_GROUPS,
} from '../../../../shared/contracts/demographics';
import { currentLanguage } from '../../../lib/i18n';
import { countryOptions } from '../countries';

interface ResearchForm {
  country: string;
  origin: string;
  educationLevel: string;
  ageRange: string;
  ageOther: string;
  gender: string;
  genderOther: string;
  businessGroup: string;
  roleOther: string;
  ethnicGroup: string;
  ethnicOther: string;
  culturalGroup: string;
  culturalGroupOther: string;
}

const EMPTY: ResearchForm = {
  country: '',
  origin: '',
  educationLevel: '',
  ageRange: '',
  ageOther: '',
  gender: '',
  genderOther: '',
  businessGroup: '',
  roleOther: '',
  ethnicGroup: '',
  ethnicOther: '',
  culturalGroup: '',
  culturalGroupOther: '',
};

/** Only what was answered is sent; 'other' texts only with 'Other'. */
export function toBody(f: ResearchForm): DemographicsBody {
  const v = (s: string) => (s.trim() ? s.trim() : null);
  const other = (choice: string, text: string) => (choice === 'OTHER' ? v(text) : null);
  return {
    country: v(f.country),
    origin: other(f.country, f.origin),
    educationLevel: f.educationLevel ? Number(f.educationLevel) : null,
    ageRange: (v(f.ageRange) as DemographicsBody['ageRange']) ?? null,
    ageOther: other(f.ageRange, f.ageOther),
    gender: (v(f.gender) as DemographicsBody['gender']) ?? null,
    genderOther: other(f.gender, f.genderOther),
    businessGroup: (v(f.businessGroup) as DemographicsBody['businessGroup']) ?? null,
    roleOther: other(f.businessGroup, f.roleOther),
    ethnicGroup: (v(f.ethnicGroup) as DemographicsBody['ethnicGroup']) ?? null,
    ethnicOther: other(f.ethnicGroup, f.ethnicOther),
    culturalGroup: (v(f.culturalGroup) as DemographicsBody['culturalGroup']) ?? null,
    culturalGroupOther: other(f.culturalGroup, f.culturalGroupOther),
  };
}

/** The saved answers as the form's values (the update from the Leader Profile starts from them). */
export function toForm(d: Demographics | null | undefined): ResearchForm {
  if (!d) return EMPTY;
  const s = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    country: s(d.country),
    origin: s(d.origin),
    educationLevel: s(d.educationLevel),
    ageRange: s(d.ageRange),
    ageOther: s(d.ageOther),
    gender: s(d.gender),
    genderOther: s(d.genderOther),
    businessGroup: s(d.businessGroup),
    roleOther: s(d.roleOther),
    ethnicGroup: s(d.ethnicGroup),
    ethnicOther: s(d.ethnicOther),
    culturalGroup: s(d.culturalGroup),
    culturalGroupOther: s(d.culturalGroupOther),
  };
}

/**
 * The optional research (demographic) questions, opened after the GLA is finished, and again from the Leader
 * Profile to update the saved answers (`initial`). Every question may be left out; Skip closes without saving.
 */
export function ResearchQuestionsDialog(props: {
  save(body: DemographicsBody): Promise<unknown>;
  onDone(result: 'saved' | 'failed' | 'skipped'): void;
  /** the saved answers, when the person updates them later */
  initial?: Demographics | null;
  /** the close button's label (Skip after the survey, Cancel for an update) */
  closeLabel?: string;
}) {
  const { t } = useTranslation('research');
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, formState } = useForm<ResearchForm>({
    defaultValues: toForm(props.initial),
  });
  const values = useWatch({ control });
  const countries = useMemo(() => countryOptions(currentLanguage()), []);

  const onSubmit = async (f: ResearchForm) => {
    setFailed(false);
    try {
      await props.save(toBody(f));
      props.onDone('saved');
    } catch {
      setFailed(true);
    }
  };

  const select = (name: keyof ResearchForm, label: string, options: { value: string; label: string }[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField {...field} select label={label} fullWidth size="small">
          <MenuItem value="">
            <em>{t('noAnswer')}</em>
          </MenuItem>
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const other = (name: keyof ResearchForm, show: boolean, label: string) =>
    show && (
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            label={label}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        )}
      />
    );

  return (
    <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth onClose={() => props.onDone('skipped')}>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          {failed && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('failed')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {select('country', t('country'), [
              ...countries.map((c) => ({ value: c.code, label: c.name })),
              { value: 'OTHER', label: t('other') },
            ])}
            {other('origin', values.country === 'OTHER', t('countryOther'))}
            {select(
              'educationLevel',
              t('education'),
              EDUCATION_LEVELS.map((n) => ({ value: String(n), label: t(`educationLevels.${n}`) })),
            )}
            {select(
              'ageRange',
              t('age'),
              AGE_RANGES.map((a) => ({
                value: a,
                label: a === 'OTHER' ? t('preferToDescribe') : t(`ageRanges.${a}`),
              })),
            )}
            {other('ageOther', values.ageRange === 'OTHER', t('ageOther'))}
            {select(
              'gender',
              t('gender'),
              GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) })),
            )}
            {other('genderOther', values.gender === 'OTHER', t('genderOther'))}
            {select(
              'businessGroup',
              t('role'),
              ROLE_GROUPS.map((r) => ({ value: r, label: t(`roles.${r}`) })),
            )}
            {other('roleOther', values.businessGroup === 'OTHER', t('roleOther'))}
            {select(
              'ethnicGroup',
              t('ethnicity'),
              ETHNIC_GROUPS.map((e) => ({ value: e, label: t(`ethnicities.${e}`) })),
            )}
            {other('ethnicOther', values.ethnicGroup === 'OTHER', t('ethnicityOther'))}
            {select(
              'culturalGroup',
              t('culture'),
              CULTURAL_GROUPS.map((c) => ({ value: c, label: t(`cultures.${c}`) })),
            )}
            {other('culturalGroupOther', values.culturalGroup === 'OTHER', t('cultureOther'))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => props.onDone('skipped')} disabled={formState.isSubmitting}>
            {props.closeLabel ?? t('skip')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
