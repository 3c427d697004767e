import { describe, expect, it } from 'vitest';
import {
  BENCHMARKS,
  CAPABILITY_TEXTS,
  GROUP_TEXTS,
  type Localized,
  STRATEGY_ITEMS,
  STYLE_ITEMS,
  STYLE_SUBSCALES,
} from '../../../../content/gla';
import { CAPABILITY_CODES, CAPABILITY_GROUPS, LANGUAGES, ROLE_LEVELS } from '../../../shared/enums';

/** Guards the authored GLA content: complete banks, every text written in all 8 languages. */
const texts: [string, Localized][] = [
  ...GROUP_TEXTS.flatMap((g): [string, Localized][] => [
    [`group ${g.group} name`, g.name],
    [`group ${g.group} description`, g.description],
  ]),
  ...CAPABILITY_TEXTS.flatMap((c): [string, Localized][] => [
    [`${c.code} name`, c.name],
    [`${c.code} definition`, c.definition],
    [`${c.code} low`, c.low],
    [`${c.code} high`, c.high],
    ...c.habits.map((h, i): [string, Localized] => [`${c.code} habit ${i + 1}`, h]),
  ]),
  ...STYLE_SUBSCALES.flatMap((s): [string, Localized][] => [
    [`subscale ${s.code} name`, s.name],
    [`subscale ${s.code} low pole`, s.lowPole],
    [`subscale ${s.code} high pole`, s.highPole],
  ]),
  ...[...STYLE_ITEMS, ...STRATEGY_ITEMS].map((i): [string, Localized] => [`item ${i.code}`, i.text]),
];

describe('GLA content', () => {
  for (const [name, bank, prefix, profile] of [
    ['Style', STYLE_ITEMS, 'ST', 'STYLE'],
    ['Strategy', STRATEGY_ITEMS, 'SG', 'STRATEGY'],
  ] as const) {
    it(`the ${name} bank has 45 items with unique codes, 5 per capability, 1-2 reverse-keyed each`, () => {
      expect(bank).toHaveLength(45);
      expect(new Set(bank.map((i) => i.code)).size).toBe(45);
      for (const item of bank) {
        expect(item.code).toMatch(new RegExp(`^${prefix}\\d{2}$`));
        expect(item.profile).toBe(profile);
      }
      for (const code of CAPABILITY_CODES) {
        const items = bank.filter((i) => i.capability === code);
        expect(items, code).toHaveLength(5);
        const reverse = items.filter((i) => i.reverse).length;
        expect(reverse, `${code} reverse-keyed`).toBeGreaterThanOrEqual(1);
        expect(reverse, `${code} reverse-keyed`).toBeLessThanOrEqual(2);
      }
    });
  }

  it("every Style item's sub-scale exists and belongs to the item's capability; Strategy items have none", () => {
    for (const item of STYLE_ITEMS) {
      const sub = STYLE_SUBSCALES.find((s) => s.code === item.subscale);
      expect(sub, `${item.code} subscale ${item.subscale}`).toBeDefined();
      expect(sub!.capability).toBe(item.capability);
    }
    for (const item of STRATEGY_ITEMS) expect(item.subscale).toBeNull();
  });

  it('the framework has the three groups and nine capabilities, each with two or three habits', () => {
    expect(GROUP_TEXTS.map((g) => g.group).sort()).toEqual([...CAPABILITY_GROUPS].sort());
    expect(CAPABILITY_TEXTS.map((c) => c.code).sort()).toEqual([...CAPABILITY_CODES].sort());
    for (const c of CAPABILITY_TEXTS) {
      expect(c.habits.length).toBeGreaterThanOrEqual(2);
      expect(c.habits.length).toBeLessThanOrEqual(3);
    }
  });

  it('has a benchmark on 1-5 for every role level and capability', () => {
    for (const level of ROLE_LEVELS) {
      for (const code of CAPABILITY_CODES) {
        const v = BENCHMARKS[level][code];
        expect(v, `${level} ${code}`).toBeGreaterThanOrEqual(1);
        expect(v, `${level} ${code}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it('every text is written in all 8 languages', () => {
    const empty = texts.flatMap(([name, l]) =>
      LANGUAGES.filter((lng) => !l[lng]?.trim()).map((lng) => `${name} (${lng})`),
    );
    expect(empty).toEqual([]);
  });

  it('no text in another language is a copy of the English one (guards against placeholders)', () => {
    const copies = texts.flatMap(([name, l]) =>
      LANGUAGES.filter((lng) => lng !== 'en' && l[lng]?.trim() === l.en.trim()).map(
        (lng) => `${name} (${lng})`,
      ),
    );
    expect(copies.slice(0, 20), `${copies.length} untranslated texts`).toEqual([]);
  });
});
