import { describe, expect, it } from 'vitest';
import type { Contribution } from './team-aggregates';
import { bandOf, reportNumbers, teamGlaReport } from './team-gla-report';

const person = (userId: number, scores: Record<string, number | null>): Contribution => ({
  userId,
  ranking: Object.entries(scores).map(([code, score], i) => ({ code, name: code, rank: i + 1, score })),
});
const benchmark = { A: 3, B: 3.5, C: 4 };

describe('the team GLA report', () => {
  it('holds no number unless the privacy rule holds (decision 0073): two hidden contributors who differ on every part', () => {
    const r = teamGlaReport(1, [person(1, { A: 4 }), person(2, { A: 2 })], benchmark);
    expect(r).toEqual({ available: false, message: 'MIB_AGGREGATED_GROWTH_LEADER_NO_DATA' });
    // six capabilities in opposite orders, scores falling by 0.75: every part differs between the two
    const six = ['A', 'B', 'C', 'D', 'E', 'F'];
    const ranked = (order: string[]) => Object.fromEntries(order.map((code, i) => [code, 5 - i * 0.75]));
    const two = [person(1, { A: 4 }), person(2, ranked(six)), person(3, ranked([...six].reverse()))];
    expect(teamGlaReport(1, two, benchmark).available).toBe(true);
    // the same, with person 3's result shared with the viewer: one hidden contributor, no number
    expect(teamGlaReport(1, two, benchmark, new Set([3])).available).toBe(false);
  });

  it('spreads the scores over the bands and compares the mean with the benchmark (hand-worked)', () => {
    const r = reportNumbers(
      [
        person(1, { A: 4.2, B: 2.5, C: 3.0 }),
        person(2, { A: 3.8, B: 3.1, C: null }),
        person(3, { A: 5.0, B: 1.0, C: 3.4 }),
      ],
      benchmark,
    );
    if (!r.available) throw new Error('expected a report');
    const a = r.capabilities.find((c) => c.code === 'A')!;
    // 4.2 and 5.0 in [4,5], 3.8 in [3,4); mean 13/3 = 4.33, benchmark 3 -> +1.33
    expect(a.distribution).toEqual([0, 0, 1, 2]);
    expect(a.average).toBe(4.33);
    expect(a.delta).toBe(1.33);
    const b = r.capabilities.find((c) => c.code === 'B')!;
    // 2.5, 3.1, 1.0: mean 2.2, benchmark 3.5 -> -1.3
    expect(b.distribution).toEqual([1, 1, 1, 0]);
    expect(b.delta).toBe(-1.3);
    const c = r.capabilities.find((x) => x.code === 'C')!;
    // one person skipped C: two scores, mean 3.2 -> -0.8
    expect(c.distribution).toEqual([0, 0, 2, 0]);
    expect(c.average).toBe(3.2);
    expect(r.strengths).toEqual(['A']);
    expect(r.gaps).toEqual(['B', 'C']);
  });

  it('puts a score of exactly 5 in the last band and 1 in the first', () => {
    expect(bandOf(5)).toBe(3);
    expect(bandOf(1)).toBe(0);
    expect(bandOf(2)).toBe(1);
  });
});
