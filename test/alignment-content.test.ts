import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_SCALE,
  ALIGNMENT_STATEMENTS,
  ALIGNMENT_SUBSCALE_CODES,
  ALIGNMENT_SUBSCALES,
  ALIGNMENT_THEME_CODES,
  ALIGNMENT_THEMES,
  alignmentStatement,
  DEFAULT_TREND_SUBSCALES,
  subscalesOfTheme,
  UNANSWERED_LABEL,
} from '../content/alignment/index';
import type { Localized } from '../content/plan/text';
import { ALIGNMENT_TOTAL_QUESTIONS } from '../src/shared/domain/alignment-progress';
import { ALIGNMENT_SCALE_MAX, scoreTeamAlignment } from '../src/shared/domain/alignment-scoring';
import { LANGUAGES } from '../src/shared/enums';

/** Problems of one text: a language missing or blank, stray spaces, over `max` characters, English copied to ja / zh-CN. */
const localizedProblems = (text: Localized, max: number, where: string): string[] => {
  const problems: string[] = [];
  const keys = Object.keys(text).sort().join(',');
  if (keys !== [...LANGUAGES].sort().join(',')) problems.push(`${where}: languages ${keys}`);
  for (const lng of LANGUAGES) {
    const value = text[lng];
    if (typeof value !== 'string' || value.trim().length < 1) problems.push(`${where} ${lng}: blank`);
    else if (value !== value.trim()) problems.push(`${where} ${lng}: stray spaces`);
    else if ([...value].length > max)
      problems.push(`${where} ${lng}: ${[...value].length} > ${max} characters`);
  }
  if (text.en.length > 3 && (text.ja === text.en || text['zh-CN'] === text.en))
    problems.push(`${where}: English copied`);
  return problems;
};

describe('team alignment content', () => {
  it('has the 4 themes in order, each named and described in all 8 languages', () => {
    expect(ALIGNMENT_THEMES.map((t) => t.code)).toEqual([...ALIGNMENT_THEME_CODES]);
    expect(ALIGNMENT_THEMES.map((t) => t.name.en)).toEqual([
      'Purpose',
      'Process',
      'People',
      'Perspective of Stakeholders',
    ]);
    const problems = ALIGNMENT_THEMES.flatMap((t) => [
      ...localizedProblems(t.name, 40, `${t.code} name`),
      ...localizedProblems(t.description, 140, `${t.code} description`),
    ]);
    expect(problems).toEqual([]);
  });

  it('has the 12 subscales, 3 per theme, with definition and two practices in all 8 languages', () => {
    expect(ALIGNMENT_SUBSCALES.map((s) => s.code)).toEqual([...ALIGNMENT_SUBSCALE_CODES]);
    expect(ALIGNMENT_SUBSCALES.map((s) => s.name.en).sort()).toEqual(
      [
        'Accountable',
        'Purposeful',
        'Clear',
        'Communicative',
        'Understanding',
        'Supported',
        'Included',
        'Encouraging',
        'Developing',
        'Empowered',
        'Equipped',
        'Harmonious',
      ].sort(),
    );
    for (const theme of ALIGNMENT_THEME_CODES) expect(subscalesOfTheme(theme)).toHaveLength(3);
    const problems = ALIGNMENT_SUBSCALES.flatMap((s) => [
      ...localizedProblems(s.name, 30, `${s.code} name`),
      ...localizedProblems(s.definition, 140, `${s.code} definition`),
      ...(s.practices.length === 2 ? [] : [`${s.code}: ${s.practices.length} practices`]),
      ...s.practices.flatMap((p, i) => localizedProblems(p, 200, `${s.code} practice ${i + 1}`)),
    ]);
    expect(problems).toEqual([]);
  });

  it('has icon position 1 on exactly one subscale per theme (the trend default)', () => {
    expect(DEFAULT_TREND_SUBSCALES).toHaveLength(4);
    for (const theme of ALIGNMENT_THEME_CODES)
      expect(subscalesOfTheme(theme).filter((s) => s.iconPosition === 1)).toHaveLength(1);
    expect(ALIGNMENT_SUBSCALES.every((s) => s.iconPosition === 1 || s.iconPosition === 2)).toBe(true);
  });

  it('has 45 statements TA01..TA45 with unique codes, 3-4 per subscale, in all 8 languages', () => {
    expect(ALIGNMENT_STATEMENTS).toHaveLength(ALIGNMENT_TOTAL_QUESTIONS);
    expect(ALIGNMENT_STATEMENTS.map((s) => s.code)).toEqual(
      Array.from({ length: 45 }, (_, i) => `TA${String(i + 1).padStart(2, '0')}`),
    );
    expect(new Set(ALIGNMENT_STATEMENTS.map((s) => s.code)).size).toBe(45);
    for (const subscale of ALIGNMENT_SUBSCALE_CODES) {
      const count = ALIGNMENT_STATEMENTS.filter((s) => s.subscale === subscale).length;
      expect(count, subscale).toBeGreaterThanOrEqual(3);
      expect(count, subscale).toBeLessThanOrEqual(4);
    }
    const problems = ALIGNMENT_STATEMENTS.flatMap((s) => localizedProblems(s.text, 160, s.code));
    expect(problems).toEqual([]);
    expect(new Set(ALIGNMENT_STATEMENTS.map((s) => s.text.en)).size).toBe(45);
    expect(ALIGNMENT_STATEMENTS.every((s) => /^(We|Between us, we) /.test(s.text.en))).toBe(true);
    expect(alignmentStatement('TA07')?.subscale).toBe('SUPPORTED');
    expect(alignmentStatement('TA46')).toBeUndefined();
  });

  it('has reverse-keyed statements (about 1 in 6), in every theme', () => {
    const reverse = ALIGNMENT_STATEMENTS.filter((s) => s.reverse);
    expect(reverse.length).toBeGreaterThanOrEqual(6);
    expect(reverse.length).toBeLessThanOrEqual(10);
    const themeOf = new Map(ALIGNMENT_SUBSCALES.map((s) => [s.code, s.theme]));
    expect(new Set(reverse.map((s) => themeOf.get(s.subscale)))).toEqual(new Set(ALIGNMENT_THEME_CODES));
    // every subscale keeps at least two positively keyed statements
    for (const subscale of ALIGNMENT_SUBSCALE_CODES)
      expect(
        ALIGNMENT_STATEMENTS.filter((s) => s.subscale === subscale && !s.reverse).length,
      ).toBeGreaterThanOrEqual(2);
  });

  it('mixes subscales on every page of 8', () => {
    for (let start = 0; start < 45; start += 8) {
      const page = ALIGNMENT_STATEMENTS.slice(start, start + 8);
      expect(new Set(page.map((s) => s.subscale)).size).toBe(page.length);
    }
  });

  it('has the six-point agreement scale, values 1-6, and the N/A label, in all 8 languages', () => {
    expect(AGREEMENT_SCALE.map((p) => p.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(AGREEMENT_SCALE).toHaveLength(ALIGNMENT_SCALE_MAX);
    expect(AGREEMENT_SCALE.map((p) => p.label.en)).toEqual([
      'Strongly disagree',
      'Disagree',
      'Slightly disagree',
      'Slightly agree',
      'Agree',
      'Strongly agree',
    ]);
    const problems = [
      ...AGREEMENT_SCALE.flatMap((p) => localizedProblems(p.label, 40, p.code)),
      ...localizedProblems(UNANSWERED_LABEL, 10, 'N/A'),
    ];
    expect(problems).toEqual([]);
    for (const lng of LANGUAGES) expect(new Set(AGREEMENT_SCALE.map((p) => p.label[lng])).size, lng).toBe(6);
  });

  it('scores with the real bank: all-agreeing answers (reverse ones disagreeing) give 6 everywhere', () => {
    const answers = new Map(ALIGNMENT_STATEMENTS.map((s) => [s.code, s.reverse ? 1 : 6]));
    const ranked = scoreTeamAlignment(ALIGNMENT_SUBSCALE_CODES, ALIGNMENT_STATEMENTS, [
      answers,
      answers,
      answers,
    ]);
    expect(ranked).toHaveLength(12);
    expect(ranked.every((r) => r.score === 6 && r.rank === 1)).toBe(true);
  });
});
