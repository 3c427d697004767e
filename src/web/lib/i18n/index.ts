import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../../../../locales/en/auth.json';
import enCommon from '../../../../locales/en/common.json';
import enErrors from '../../../../locales/en/errors.json';
import { LANGUAGES, type Language } from '../../../shared/enums';
import { NAMESPACES, normalizeLanguage, storedLanguage, storeLanguage } from './languages';

/** Every locale file, loaded on demand (one chunk per language and namespace). */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../../locales/*/*.json');

const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../../../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), true),
    );
  },
};

// outside a browser (a component rendered to text in a test) there is no navigator or document
function initialLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? null : navigator.language;
  return storedLanguage() ?? normalizeLanguage(browser) ?? 'en';
}

function setHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export const i18nReady = i18next
  .use(lazyJsonBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    // English is the fallback, so it always loads: its first-load namespaces come with the script, and the
    // sign-in texts load with the common ones, not after them (the login page's first paint, decision 0033)
    resources: { en: { common: enCommon, errors: enErrors, auth: enAuth } },
    partialBundledLanguages: true,
    ns: ['common', 'errors', 'auth'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18next.on('languageChanged', setHtmlLang);
setHtmlLang(i18next.language ?? 'en');

/** Switches the interface language and remembers it in this browser (lower-case). */
export async function changeLanguage(lng: Language): Promise<void> {
  storeLanguage(lng);
  await i18next.changeLanguage(lng);
}

/** The current interface language as one of the supported spellings. */
export function currentLanguage(): Language {
  return normalizeLanguage(i18next.resolvedLanguage ?? i18next.language) ?? 'en';
}

export { NAMESPACES };
export default i18next;
