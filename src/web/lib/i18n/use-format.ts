import { useTranslation } from 'react-i18next';
import { type Formatters, formattersFor } from './format';
import { currentLanguage } from './index';

/** Formatters in the current interface language (outside React). */
export const format = (): Formatters => formattersFor(currentLanguage());

/** Formatters in the interface language; the component re-renders when the language changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(i18n.resolvedLanguage ?? i18n.language);
}
