import { describe, expect, it } from 'vitest';
import { aggregateStrengths, enoughOthers, PRIVACY_NO_DATA } from './team-aggregates';

const ranking = (order: string[]) =>
  order.map((code, i) => ({ code, name: code.toLowerCase(), rank: i + 1, score: 5 - i * 0.5 }));
const A = ranking(['TRUST', 'LEARNING', 'CURIOSITY', 'DELIVERY', 'CANDOUR', 'VISIONING']);
const B = ranking(['TRUST', 'DELIVERY', 'LEARNING', 'CURIOSITY', 'VISIONING', 'CANDOUR']);

describe('the privacy threshold', () => {
  it('needs two others besides the viewer', () => {
    expect(enoughOthers(1, [1, 2])).toBe(false);
    expect(enoughOthers(1, [1, 2, 3])).toBe(true);
    expect(enoughOthers(9, [2, 3])).toBe(true);
    expect(enoughOthers(9, [2, 2])).toBe(false);
  });
  it('answers no number below it', () => {
    const res = aggregateStrengths(1, [
      { userId: 1, ranking: A },
      { userId: 2, ranking: B },
    ]);
    expect(res).toEqual({ available: false, message: PRIVACY_NO_DATA });
  });
});

describe('aggregated strengths', () => {
  it('counts strengths (best three) and gaps (weakest three), strongest first, with mean scores', () => {
    const res = aggregateStrengths(1, [
      { userId: 2, ranking: A },
      { userId: 3, ranking: B },
    ]);
    if (!res.available) throw new Error('expected numbers');
    expect(res.contributors).toBe(2);
    expect(res.capabilities[0]).toEqual({
      code: 'TRUST',
      name: 'trust',
      strengthCount: 2,
      gapCount: 0,
      averageScore: 5,
    });
    expect(res.capabilities.find((c) => c.code === 'CANDOUR')).toMatchObject({
      strengthCount: 0,
      gapCount: 2,
    });
  });
});
