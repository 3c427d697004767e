import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../shared/enums';
import i18next, { i18nReady } from '../lib/i18n';

/**
 * A component as the browser would first draw it, in an interface language, as HTML text: the app's own i18n
 * with the real locale files (no DOM needed). For component tests that read what a person would see.
 */
export async function renderIn(lng: Language, namespaces: string[], element: ReactElement): Promise<string> {
  await i18nReady;
  await i18next.changeLanguage(lng);
  await i18next.loadNamespaces(['common', ...namespaces]);
  return renderToStaticMarkup(<I18nextProvider i18n={i18next}>{element}</I18nextProvider>);
}

/** The visible text of rendered HTML: tags and style blocks left out, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
