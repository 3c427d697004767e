import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/enums';
import { NAMESPACES } from './languages';

const LOCALES = join(__dirname, '../../../../locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function read(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Tree;
}

/** Flattens to dotted keys; values that are not strings are reported as such. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

/** Plural forms count as one key: days_one and days_other both stand for days. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has a folder per language and no stray ones', () => {
    const dirs = readdirSync(LOCALES).sort();
    expect(dirs).toEqual([...LANGUAGES].sort());
  });

  for (const lng of LANGUAGES) {
    describe(lng, () => {
      for (const ns of NAMESPACES) {
        it(`${ns}.json exists, has every English key with a non-empty text and the same placeholders`, () => {
          const file = join(LOCALES, lng, `${ns}.json`);
          expect(existsSync(file), `${file} is missing`).toBe(true);
          const english = flatten(read('en', ns));
          const local = flatten(read(lng, ns));
          const localBases = new Map<string, string[]>();
          for (const [key, value] of local) {
            expect(typeof value, `${lng}/${ns}: ${key} is not text`).toBe('string');
            expect((value as string).trim(), `${lng}/${ns}: ${key} is empty`).not.toBe('');
            const list = localBases.get(baseKey(key)) ?? [];
            list.push(value as string);
            localBases.set(baseKey(key), list);
          }
          for (const [key, value] of english) {
            const forms = localBases.get(baseKey(key));
            expect(forms, `${lng}/${ns}: missing ${key}`).toBeDefined();
            const wanted = placeholders(String(value)).filter((p) => p !== 'count');
            for (const form of forms ?? []) {
              const got = placeholders(form).filter((p) => p !== 'count');
              expect(got, `${lng}/${ns}: ${key} placeholders`).toEqual(wanted);
            }
          }
          for (const key of local.keys()) {
            expect(english.has(key) || [...english.keys()].some((k) => baseKey(k) === baseKey(key))).toBe(
              true,
            );
          }
        });
      }
    });
  }
});
