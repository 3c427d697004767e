import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, THEMES, type ThemeName } from '../../../../shared/enums';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languages';
import { useUpdateProfile } from '../../../lib/session/update-profile';
import { useUserState } from '../../../lib/session/user-state';

/** Language and theme; each change applies at once and is saved to the profile. */
export function PreferencesForm({ onSaved, onFailed }: { onSaved: () => void; onFailed: () => void }) {
  const { t } = useTranslation('profile');
  const user = useUserState();
  const update = useUpdateProfile();
  const save = (patch: { language?: Language; theme?: ThemeName }) =>
    update.mutate(patch, { onSuccess: onSaved, onError: onFailed });

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <TextField
        select
        id="profile-language"
        label={t('language')}
        value={currentLanguage()}
        onChange={(e) => {
          const lng = e.target.value as Language;
          void changeLanguage(lng);
          save({ language: lng });
        }}
        fullWidth
      >
        {LANGUAGES.map((lng) => (
          <MenuItem key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="profile-theme"
        label={t('theme')}
        value={user.theme}
        onChange={(e) => save({ theme: e.target.value as ThemeName })}
        fullWidth
      >
        {THEMES.map((theme) => (
          <MenuItem key={theme} value={theme}>
            {t(`themes.${theme}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
