import { describe, expect, it } from 'vitest';
import { CAPABILITY_CODES, type CapabilityCode } from '../enums';
import {
  benchmarkLevel,
  formatPosition,
  formatScore,
  keyedValue,
  parsePosition,
  type ScoredItem,
  scoreGla,
} from './gla-scoring';

/** Five Style and five Strategy items per capability; the 2nd item of every scale is reverse-keyed. */
function bank(): ScoredItem[] {
  const items: ScoredItem[] = [];
  for (const [ci, capability] of CAPABILITY_CODES.entries()) {
    for (let k = 0; k < 5; k++) {
      const n = String(ci * 5 + k + 1).padStart(2, '0');
      items.push({ code: `ST${n}`, profile: 'STYLE', capability, reverse: k === 1 });
      items.push({ code: `SG${n}`, profile: 'STRATEGY', capability, reverse: k === 1 });
    }
  }
  return items;
}

/** Every item of a capability answered `value` (reverse-keyed ones given so that they count as `value`). */
function uniform(answers: Map<string, number>, capability: CapabilityCode, style: number, strategy: number) {
  for (const item of bank().filter((i) => i.capability === capability)) {
    const v = item.profile === 'STYLE' ? style : strategy;
    answers.set(item.code, item.reverse ? 6 - v : v);
  }
}

describe('GLA scoring', () => {
  it('flips reverse-keyed answers and leaves N/A out', () => {
    expect(keyedValue(5, true)).toBe(1);
    expect(keyedValue(2, true)).toBe(4);
    expect(keyedValue(4, false)).toBe(4);
    expect(keyedValue(0, false)).toBeNull();
    expect(keyedValue(undefined, true)).toBeNull();
    expect(keyedValue(6, false)).toBeNull();
  });

  it('scores a hand-worked example with reverse-keyed items and skipped answers', () => {
    const answers = new Map<string, number>();
    // VISIONING Style ST01..ST05: 4, (reverse) 2 -> 4, 5, skipped, 3  => (4 + 4 + 5 + 3) / 4 = 4.0
    answers.set('ST01', 4).set('ST02', 2).set('ST03', 5).set('ST04', 0).set('ST05', 3);
    // VISIONING Strategy SG01..SG05: 3, (reverse) 5 -> 1, skipped, 2, skipped => (3 + 1 + 2) / 3 = 2.0
    answers.set('SG01', 3).set('SG02', 5).set('SG04', 2);
    const s = scoreGla(bank(), answers).capabilities.find((c) => c.code === 'VISIONING')!;
    expect(s.style).toBe(4);
    expect(s.strategy).toBe(2);
    expect(s.overall).toBe(3);
    expect(s.styleAnswered).toBe(4);
    expect(s.strategyAnswered).toBe(3);
  });

  it('reports a scale with fewer than three answers as insufficient instead of a number', () => {
    const answers = new Map<string, number>([
      ['ST06', 5],
      ['ST07', 1],
      ['SG06', 4],
      ['SG08', 4],
      ['SG09', 4],
    ]);
    const curiosity = scoreGla(bank(), answers).capabilities.find((c) => c.code === 'CURIOSITY')!;
    expect(curiosity.style).toBeNull();
    expect(curiosity.strategy).toBe(4);
    // overall falls back to the scale that has enough answers
    expect(curiosity.overall).toBe(4);
    const judgement = scoreGla(bank(), answers).capabilities.find((c) => c.code === 'JUDGEMENT')!;
    expect(judgement.overall).toBeNull();
  });

  it('ranks 1-9 highest first and marks the top three and bottom three', () => {
    const answers = new Map<string, number>();
    const values: [CapabilityCode, number, number][] = [
      ['VISIONING', 5, 5],
      ['CURIOSITY', 1, 2],
      ['JUDGEMENT', 4, 4],
      ['TRUST', 3, 3],
      ['EMPOWERMENT', 2, 2],
      ['CANDOUR', 4, 5],
      ['RESILIENCE', 3, 4],
      ['LEARNING', 1, 1],
      ['DELIVERY', 3, 2],
    ];
    for (const [c, st, sg] of values) uniform(answers, c, st, sg);
    const scores = scoreGla(bank(), answers);
    const rank = (c: CapabilityCode) => scores.capabilities.find((x) => x.code === c)!.rank;
    expect(rank('VISIONING')).toBe(1);
    expect(rank('CANDOUR')).toBe(2);
    expect(rank('JUDGEMENT')).toBe(3);
    expect(rank('RESILIENCE')).toBe(4);
    expect(rank('TRUST')).toBe(5);
    expect(rank('DELIVERY')).toBe(6);
    expect(rank('EMPOWERMENT')).toBe(7);
    expect(rank('CURIOSITY')).toBe(8);
    expect(rank('LEARNING')).toBe(9);
    expect(scores.top).toEqual(['VISIONING', 'CANDOUR', 'JUDGEMENT']);
    expect(scores.bottom).toEqual(['EMPOWERMENT', 'CURIOSITY', 'LEARNING']);
    expect(scores.capabilities.filter((c) => c.top).map((c) => c.code)).toHaveLength(3);
    // overall: mean of (5, 1.5, 4, 3, 2, 4.5, 3.5, 1, 2.5) = 27 / 9 = 3
    expect(scores.overall).toBe(3);
  });

  it('breaks ties by the higher Strategy score, then by the framework order', () => {
    const answers = new Map<string, number>();
    uniform(answers, 'TRUST', 4, 2); // overall 3, strategy 2
    uniform(answers, 'EMPOWERMENT', 2, 4); // overall 3, strategy 4
    uniform(answers, 'VISIONING', 3, 3); // overall 3, strategy 3
    uniform(answers, 'CURIOSITY', 3, 3); // same as VISIONING: framework order
    const scores = scoreGla(bank(), answers);
    const ranked = [...scores.capabilities].sort((a, b) => a.rank - b.rank).map((c) => c.code);
    expect(ranked.slice(0, 4)).toEqual(['EMPOWERMENT', 'VISIONING', 'CURIOSITY', 'TRUST']);
  });

  it('ranks unscored capabilities last and keeps top and bottom apart when few are scored', () => {
    const answers = new Map<string, number>();
    uniform(answers, 'DELIVERY', 5, 5);
    uniform(answers, 'TRUST', 4, 4);
    uniform(answers, 'LEARNING', 3, 3);
    uniform(answers, 'CANDOUR', 2, 2);
    const scores = scoreGla(bank(), answers);
    expect(scores.top).toEqual(['DELIVERY', 'TRUST', 'LEARNING']);
    expect(scores.bottom).toEqual(['CANDOUR']);
    const ranks = scores.capabilities.map((c) => c.rank).sort((a, b) => a - b);
    expect(ranks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(scores.capabilities.find((c) => c.code === 'VISIONING')!.rank).toBe(5);
  });

  it('has no overall score when nothing is answered', () => {
    const scores = scoreGla(bank(), new Map());
    expect(scores.overall).toBeNull();
    expect(scores.top).toEqual([]);
    expect(scores.bottom).toEqual([]);
  });

  it('shows scores with one decimal', () => {
    expect(formatScore(3.456)).toBe('3.5');
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(null)).toBeNull();
  });
});

describe('benchmark level', () => {
  it('uses the next level from the plan, else the level above the current, else Team Leader', () => {
    expect(benchmarkLevel({ current: 'TEAM_LEADER', next: 'EXECUTIVE' })).toEqual({
      level: 'EXECUTIVE',
      assumed: false,
    });
    expect(benchmarkLevel({ current: 'TEAM_LEADER', next: null })).toEqual({
      level: 'MANAGER_OF_MANAGERS',
      assumed: true,
    });
    expect(benchmarkLevel({ current: 'EXECUTIVE', next: null }).level).toBe('EXECUTIVE');
    expect(benchmarkLevel(null)).toEqual({ level: 'TEAM_LEADER', assumed: true });
  });
});

describe('survey positions', () => {
  it("reads 'Style-N' and 'Strategy-N' within the pages and refuses anything else", () => {
    expect(parsePosition('Style-1', 5)).toEqual({ profile: 'STYLE', page: 1 });
    expect(parsePosition('Strategy-5', 5)).toEqual({ profile: 'STRATEGY', page: 5 });
    expect(parsePosition('Strategy-6', 5)).toBeNull();
    expect(parsePosition('Style-0', 5)).toBeNull();
    expect(parsePosition('style-1', 5)).toBeNull();
    expect(parsePosition('Other-1', 5)).toBeNull();
    expect(formatPosition({ profile: 'STRATEGY', page: 2 })).toBe('Strategy-2');
  });
});

describe('score precision', () => {
  it('answers an overall of 1.9, not 1.9000000000000001, for a Style of 1.6 and a Strategy of 2.2', () => {
    const answers = new Map<string, number>();
    for (const code of CAPABILITY_CODES) uniform(answers, code, 3, 3);
    // TRUST: Style answers 2,2,2,1,1 (mean 1.6), Strategy answers 2,2,2,2,3 (mean 2.2); none reverse-keyed here
    const trust = bank().filter((i) => i.capability === 'TRUST');
    const style = [2, 2, 2, 1, 1];
    const strategy = [2, 2, 2, 2, 3];
    for (const [k, item] of trust.filter((i) => i.profile === 'STYLE').entries()) {
      answers.set(item.code, item.reverse ? 6 - style[k] : style[k]);
    }
    for (const [k, item] of trust.filter((i) => i.profile === 'STRATEGY').entries()) {
      answers.set(item.code, item.reverse ? 6 - strategy[k] : strategy[k]);
    }
    const scores = scoreGla(bank(), answers);
    const t = scores.capabilities.find((c) => c.code === 'TRUST')!;
    expect(t.style).toBeCloseTo(1.6, 9);
    expect(t.strategy).toBeCloseTo(2.2, 9);
    expect(String(t.overall)).toBe('1.9');
  });
});
