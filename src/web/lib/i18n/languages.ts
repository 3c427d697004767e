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
