import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/enums';

/**
 * The namespaces only the server reads (the web's locale test covers the web's): every language has every English
 * key (plural forms count as one), a non-empty text and the same placeholders.
 */
const SERVER_ONLY = ['mail', 'server'] as const;
const LOCALES = join(__dirname, '../../../../locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;
type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]],
  );
const read = (lng: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Tree);
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))]
    .filter((p) => p !== 'count')
    .sort();

describe('server locales', () => {
  for (const ns of SERVER_ONLY) {
    const english = read('en', ns);
    for (const lng of LANGUAGES) {
      it(`${lng}/${ns}.json has every English key with a text and the same placeholders`, () => {
        const local = read(lng, ns);
        const forms = new Map<string, string[]>();
        for (const [key, value] of local) {
          expect(typeof value, `${lng}/${ns}: ${key}`).toBe('string');
          expect((value as string).trim(), `${lng}/${ns}: ${key} is empty`).not.toBe('');
          forms.set(base(key), [...(forms.get(base(key)) ?? []), value as string]);
        }
        for (const [key, value] of english) {
          const got = forms.get(base(key));
          expect(got, `${lng}/${ns}: missing ${key}`).toBeDefined();
          for (const form of got ?? []) {
            expect(placeholders(form), `${lng}/${ns}: ${key}`).toEqual(placeholders(String(value)));
          }
        }
        const englishBases = new Set(english.map(([k]) => base(k)));
        for (const [key] of local)
          expect(englishBases.has(base(key)), `${lng}/${ns}: stray ${key}`).toBe(true);
      });
    }
  }
});
