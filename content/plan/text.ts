import type { Language } from '../../src/shared/enums';

/** One authored text in all 8 languages. */
export type Localized = Record<Language, string>;

/** Compact writing of a text: en, es, ja, zh-CN, fr, id, de, pt. */
export const l = (
  en: string,
  es: string,
  ja: string,
  zh: string,
  fr: string,
  id: string,
  de: string,
  pt: string,
): Localized => ({ en, es, ja, 'zh-CN': zh, fr, id, de, pt });
