import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MODES, type EmailedKind, type EmailMode } from '../../../../shared/contracts/notifications';
import { errorText } from '../../../lib/api/error-text';
import { toast } from '../../../ui/toasts';
import { emailPreferencesQuery, useSaveEmailPreferences } from '../api/notifications';

/** The profile's e-mail choices: for each kind, immediately, in the daily digest, or never. */
export function EmailPreferences() {
  const { t } = useTranslation(['notifications', 'common']);
  const { data } = useSuspenseQuery(emailPreferencesQuery());
  const [modes, setModes] = useState<Record<string, EmailMode>>(() =>
    Object.fromEntries(data.items.map((i) => [i.kind, i.mode])),
  );
  const save = useSaveEmailPreferences();

  function submit() {
    const items = data.items.map((i) => ({ kind: i.kind as EmailedKind, mode: modes[i.kind] ?? i.mode }));
    save.mutate(items, {
      onSuccess: () => toast({ message: t('email.saved'), severity: 'success' }),
      onError: (error) => toast({ message: errorText(error, t), severity: 'error' }),
    });
  }

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('email.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {data.items.map((i) => (
          <TextField
            key={i.kind}
            select
            size="small"
            label={t(`email.kinds.${i.kind}`)}
            value={modes[i.kind] ?? i.mode}
            onChange={(e) => setModes((m) => ({ ...m, [i.kind]: e.target.value as EmailMode }))}
          >
            {EMAIL_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {t(`email.modes.${mode}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Button variant="contained" sx={{ mt: 2 }} onClick={submit} disabled={save.isPending}>
        {t('email.save')}
      </Button>
    </Box>
  );
}
