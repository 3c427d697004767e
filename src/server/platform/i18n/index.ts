import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource, type ResourceLanguage, type TOptions } from 'i18next';
import { LANGUAGES, type Language } from '../../../shared/enums';

/**
 * Server text in every language, from the same `locales/<lng>/<namespace>.json` files the web uses.
 * A separate i18next instance (plurals with `_one`/`_other`, `{{value}}` interpolation, English fallback).
 * Values are not escaped here: the mail layout escapes whole paragraphs for HTML.
 */
export const SERVER_NAMESPACES = [
  'mail',
  'server',
  'assessment',
  'errors',
  'leader360',
  'alignment',
  'notifications',
  'sprint-design',
  'team-impact',
  'gamification',
  'sprint-feedback',
  'team-sprint-mail',
  'assistant',
  'data-export',
] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/** The `locales` folder: found upwards from this file, so it works from `src/` (tsx) and from a build. */
function localesDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'locales');
    if (existsSync(path.join(candidate, 'en', 'common.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve('locales');
    dir = parent;
  }
}

function loadResources() {
  const root = localesDir();
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const ns of SERVER_NAMESPACES) {
      const file = path.join(root, lng, `${ns}.json`);
      if (existsSync(file)) resources[lng][ns] = JSON.parse(readFileSync(file, 'utf8')) as ResourceLanguage;
    }
  }
  return resources;
}

/** An i18next instance over the given texts (the server's own is built once from `locales/`). */
export function createServerI18n(resources: Resource): typeof i18next {
  const created = i18next.createInstance();
  void created.init({
    resources,
    initAsync: false,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [...SERVER_NAMESPACES],
    defaultNS: 'server',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return created;
}

let instance: typeof i18next | null = null;
const server = () => {
  instance ??= createServerI18n(loadResources());
  return instance;
};

/** A supported language for any spelling ('de-DE', 'zh-cn'); null when none fits. */
export function supportedLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  if (lower.startsWith('zh')) return 'zh-CN';
  return LANGUAGES.find((l) => l === lower.split(/[-_]/)[0]) ?? null;
}

/** Translates `namespace:key` into `lng` (English when the key or the language is missing). */
export function t(lng: string, key: string, vars?: TOptions): string {
  return server().t(key, { ...vars, lng: supportedLanguage(lng) ?? 'en' }) as string;
}

/** A translator bound to one language, for code that writes several texts. */
export type Translate = (key: string, vars?: TOptions) => string;
export function translator(lng: string): Translate {
  return (key, vars) => t(lng, key, vars);
}

/**
 * The caller's language from `Accept-Language` (the web app sends the interface language): the first supported
 * one in the header's order of preference, or null.
 */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const lng = supportedLanguage(tag);
    if (lng) return lng;
  }
  return null;
}

/**
 * An error's message in the caller's language: when the error's code has a text in `errors:codes` and the
 * message is that code's plain English text (messages that carry details stay as they are).
 */
export function localisedErrorMessage(code: string, message: string, lng: Language | null): string {
  if (!lng || lng === 'en') return message;
  const key = `errors:codes.${code}`;
  const english = server().t(key, { lng: 'en', defaultValue: '' }) as string;
  if (!english || english !== message) return message;
  return server().t(key, { lng, defaultValue: message }) as string;
}
