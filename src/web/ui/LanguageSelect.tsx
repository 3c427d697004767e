import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/enums';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { LANGUAGE_NAMES } from '../lib/i18n/languages';

/**
 * A light language switch for pages before sign-in (a native select: no menu code on the first load).
 * The choice is kept in this browser; signed-in people also save it to their profile.
 */
export function LanguageSelect() {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel variant="standard" htmlFor={id}>
        {t('languageLabel')}
      </InputLabel>
      <NativeSelect
        value={currentLanguage()}
        onChange={(e) => void changeLanguage(e.target.value as Language)}
        inputProps={{ id }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
