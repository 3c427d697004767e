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
export const SERVER_NAMESPACES = ['mail', 'server', 'assessment'] as const;
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
