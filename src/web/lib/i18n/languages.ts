import { LANGUAGES, type Language } from '../../../shared/enums';

/** Interface namespaces: one JSON file per namespace per language under locales/<lng>/. */
export const NAMESPACES = [
  'common',
  'navigation',
  'auth',
  'errors',
  'access',
  'dashboard',
  'profile',
  'mailbox',
  'plan',
  'assessment',
  'research',
  'console',
  'teams',
  'team-dashboard',
  'leader360',
  'alignment',
  'notifications',
  'sprint-design',
  'sprint-board',
  'team-impact',
  'sprint-checkin',
  'gamification',
  'sprint-feedback',
  'team-sprint',
  'assistant-chat',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  ja: '日本語',
  'zh-CN': '简体中文',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  de: 'Deutsch',
  pt: 'Português',
};

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A language's name in the interface language ("英語" for en on a Japanese page, "inglés" in Spanish), as a
 * sentence uses it; the language's own name where the runtime cannot name it.
 */
export function languageNameIn(language: Language, interfaceLanguage: Language): string {
  let names = displayNames.get(interfaceLanguage);
  try {
    if (!names) {
      names = new Intl.DisplayNames([interfaceLanguage], { type: 'language' });
      displayNames.set(interfaceLanguage, names);
    }
    return names.of(language === 'zh-CN' ? 'zh-Hans' : language) ?? LANGUAGE_NAMES[language];
  } catch {
    return LANGUAGE_NAMES[language];
  }
}

/** The same name standing alone, as a list or a field shows it: "Inglés", "Anglais". */
export function languageLabelIn(language: Language, interfaceLanguage: Language): string {
  const name = languageNameIn(language, interfaceLanguage);
  return name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1);
}

/** localStorage key of the language preference (stored lower-case, spec personal-area 3). */
export const LANGUAGE_STORAGE_KEY = 'stride_language';

/** Maps any spelling ('zh-cn', 'ZH-CN', 'pt-BR', 'de-DE') to a supported language, or null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  if (lower.startsWith('zh')) return 'zh-CN';
  const base = lower.split('-')[0];
  return LANGUAGES.find((l) => l === base) ?? null;
}

export function storedLanguage(): Language | null {
  try {
    return normalizeLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeLanguage(lng: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng.toLowerCase());
  } catch {
    // storage may be unavailable (private mode); the profile keeps the choice
  }
}
