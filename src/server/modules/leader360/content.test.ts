import { describe, expect, it } from 'vitest';
import type { Localized } from '../../../../content/gla/types';
import { FREQUENCY_LABELS, ITEMS_360, OPEN_QUESTIONS_360 } from '../../../../content/gla360';
import { CAPABILITY_CODES, LANGUAGES } from '../../../shared/enums';

/** Guards the authored 360 content: three behaviours per capability, every text in all 8 languages. */
const texts: [string, Localized][] = [
  ...ITEMS_360.map((i): [string, Localized] => [`item ${i.code}`, i.text]),
  ...Object.entries(FREQUENCY_LABELS).map(([v, l]): [string, Localized] => [`scale ${v}`, l]),
  ...OPEN_QUESTIONS_360.map((q): [string, Localized] => [`open question ${q.code}`, q.text]),
];

describe('360 content', () => {
  it('has three behaviours per capability with unique codes naming their capability', () => {
    expect(new Set(ITEMS_360.map((i) => i.code)).size).toBe(ITEMS_360.length);
    for (const code of CAPABILITY_CODES) {
      const items = ITEMS_360.filter((i) => i.capability === code);
      expect(items, code).toHaveLength(3);
      for (const item of items) expect(item.code).toMatch(/^L360-[A-Z]{3}-[1-3]$/);
    }
  });

  it('has the 5-point frequency scale plus "not observed" and the two open questions', () => {
    expect(Object.keys(FREQUENCY_LABELS).sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(OPEN_QUESTIONS_360.map((q) => q.code)).toEqual(['KEEP', 'CHANGE']);
  });

  it('writes every text in all 8 languages, distinct from English where the language differs', () => {
    for (const [name, l] of texts) {
      for (const lng of LANGUAGES) {
        expect(l[lng]?.trim(), `${name} ${lng}`).toBeTruthy();
        if (lng !== 'en') expect(l[lng], `${name} ${lng} is not translated`).not.toBe(l.en);
      }
    }
  });
});
