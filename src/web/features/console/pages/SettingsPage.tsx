import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { email } from '../../../../shared/contracts/common';
import {
  type OrgSettings,
  type OrgSettingsBody,
  orgSettingsBody,
} from '../../../../shared/contracts/console';
import { LANGUAGES, type Language } from '../../../../shared/enums';
import { currentLanguage } from '../../../lib/i18n';
import { languageLabelIn } from '../../../lib/i18n/languages';
import { muiField } from '../../../ui/form';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AssistantSettings, AssistantUsageCard } from '../../assistant';
import { Custom360Questions } from '../../leader360';
import { useOrgSettings, useSaveOrgSettings } from '../api/org-settings';

/** The form's fields: empty texts stand for "none" (null); otherwise the shared schema's rules. */
type FormValues = z.input<typeof formSchema>;
const formSchema = orgSettingsBody.extend({
  customModelName: z
    .string()
    .trim()
    .max(60)
    .transform((v) => v || null),
  supportEmail: z.union([z.literal(''), email]).transform((v) => v || null),
});

const toForm = (s: OrgSettings): FormValues => ({
  name: s.name,
  customModelEnabled: s.customModelEnabled,
  customModelName: s.customModelName ?? '',
  multiLanguageSurvey: s.multiLanguageSurvey,
  aiAssistantEnabled: s.aiAssistantEnabled,
  defaultLanguage: s.defaultLanguage,
  supportEmail: s.supportEmail ?? '',
});

function SettingsForm({ settings }: { settings: OrgSettings }) {
  const { t } = useTranslation('console');
  const save = useSaveOrgSettings();
  const [saved, setSaved] = useState(false);
  const { register, control, handleSubmit, formState, reset, watch } = useForm<
    FormValues,
    unknown,
    OrgSettingsBody
  >({ resolver: zodResolver(formSchema), defaultValues: toForm(settings) });
  const { errors, isDirty } = formState;
  const onSubmit = (values: OrgSettingsBody) => {
    setSaved(false);
    save.mutate(values, {
      onSuccess: (s) => {
        reset(toForm(s));
        setSaved(true);
      },
    });
  };
  const toggle = (name: 'customModelEnabled' | 'multiLanguageSurvey' | 'aiAssistantEnabled') => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={t(`settings.${name}`)}
        />
      )}
    />
  );

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}
    >
      <TextField
        {...muiField(register('name'))}
        label={t('settings.name')}
        fullWidth
        required
        error={Boolean(errors.name)}
        helperText={errors.name ? t('settings.nameInvalid') : undefined}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', my: 1 }}>
        {toggle('customModelEnabled')}
        <TextField
          {...muiField(register('customModelName'))}
          label={t('settings.customModelName')}
          helperText={errors.customModelName ? t('settings.tooLong') : t('settings.customModelNameHelp')}
          error={Boolean(errors.customModelName)}
          disabled={!watch('customModelEnabled')}
          fullWidth
        />
        {toggle('multiLanguageSurvey')}
        {toggle('aiAssistantEnabled')}
      </Box>
      <Controller
        name="defaultLanguage"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label={t('settings.defaultLanguage')}
            fullWidth
            {...field}
            // a setting of the organisation, not a language switch: each language is named in the interface language
            slotProps={{
              select: { renderValue: (v) => languageLabelIn(v as Language, currentLanguage()) },
            }}
          >
            {LANGUAGES.map((l) => (
              <MenuItem key={l} value={l}>
                {languageLabelIn(l, currentLanguage())}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...muiField(register('supportEmail'))}
        label={t('settings.supportEmail')}
        type="email"
        fullWidth
        error={Boolean(errors.supportEmail)}
        helperText={errors.supportEmail ? t('settings.emailInvalid') : t('settings.supportEmailHelp')}
      />
      {save.isError && <Alert severity="error">{t('errors.failed')}</Alert>}
      {saved && !isDirty && <Alert severity="success">{t('settings.saved')}</Alert>}
      <Button type="submit" variant="contained" disabled={!isDirty || save.isPending} sx={{ mt: 2 }}>
        {t('save')}
      </Button>
    </Paper>
  );
}

/** Organisation settings (ADMIN). */
export default function SettingsPage() {
  const { t } = useTranslation('console');
  const settings = useOrgSettings();
  usePageTitle(t('settings.title'));
  return (
    <Box>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('settings.intro')}
      </Typography>
      {settings.isPending && <CircularProgress aria-label={t('loading')} />}
      {settings.isError && <Alert severity="error">{t('errors.failed')}</Alert>}
      {settings.data && <SettingsForm settings={settings.data} />}
      {/* the Custom 360's questions belong to the 360 (decision 0047); its switch and name are above */}
      {settings.data && <Custom360Questions />}
      {/* the chat-platform webhook belongs to the assistant (issue 16); its on/off switch is in the form above */}
      {settings.data && <AssistantSettings />}
      {/* the assistant's usage is the admins' (counts only): it sits with its settings */}
      {settings.data && (
        <Box sx={{ maxWidth: 640, mt: 3 }}>
          <AssistantUsageCard />
        </Box>
      )}
    </Box>
  );
}
