import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aggregateStrengths,
  answerParts,
  type CapabilityRank,
  type Contribution,
  hiddenContributions,
  mayPublish,
  PRIVACY_NO_DATA,
} from './team-aggregates';

const CODES = ['TRUST', 'LEARNING', 'CURIOSITY', 'DELIVERY', 'CANDOUR', 'VISIONING'];
/** a ranking in this order, scores falling from 5 by 0.75 a rank (bands 3, 3, 2, 1, 1, 0) */
const ranking = (order: string[]): CapabilityRank[] =>
  order.map((code, i) => ({ code, name: code.toLowerCase(), rank: i + 1, score: 5 - i * 0.75 }));
const A = ranking(CODES);
const Z = ranking([...CODES].reverse());
const noData = { available: false, message: PRIVACY_NO_DATA };

describe('the privacy rule (decision 0073)', () => {
  it('needs two hidden contributors: the viewer and what is shared with them do not count', () => {
    expect(
      aggregateStrengths(1, [
        { userId: 1, ranking: A },
        { userId: 2, ranking: Z },
      ]),
    ).toEqual(noData);
    const three = [
      { userId: 1, ranking: A },
      { userId: 2, ranking: Z },
      { userId: 3, ranking: A },
    ];
    expect(mayPublish(1, three)).toBe(true);
    // 3 shared their GLA with the viewer: one hidden contributor is left
    expect(mayPublish(1, three, new Set([3]))).toBe(false);
  });

  it("the issue's case: 4 contributors, the manager knows his own and Dana's; Mia and Sam both have Trust among their best three: no number", () => {
    const manager = { userId: 1, ranking: A };
    const dana = { userId: 2, ranking: Z };
    const mia = {
      userId: 3,
      ranking: ranking(['TRUST', 'DELIVERY', 'LEARNING', 'CANDOUR', 'CURIOSITY', 'VISIONING']),
    };
    const sam = {
      userId: 4,
      ranking: ranking(['CURIOSITY', 'TRUST', 'VISIONING', 'LEARNING', 'DELIVERY', 'CANDOUR']),
    };
    expect(aggregateStrengths(1, [manager, dana, mia, sam], new Set([2]))).toEqual(noData);
    // the threshold of old ("two others besides the viewer") was met here, and told "Trust: 3 of 4"
    expect(hiddenContributions(1, [manager, dana, mia, sam], new Set([2])).map((c) => c.userId)).toEqual([
      3, 4,
    ]);
  });

  it('publishes when the hidden answers differ on every part of every capability, counting everyone', () => {
    const res = aggregateStrengths(9, [
      { userId: 2, ranking: A },
      { userId: 3, ranking: Z },
    ]);
    if (!res.available) throw new Error('expected numbers');
    expect(res.contributors).toBe(2);
    expect(res.capabilities.find((c) => c.code === 'TRUST')).toEqual({
      code: 'TRUST',
      name: 'trust',
      strengthCount: 1,
      gapCount: 1,
      averageScore: 3.13,
    });
  });
});

/** small teams: 2 to 6 contributors with rankings of the six capabilities and falling scores on the 1-5 scale */
const contributionsArb = fc
  .integer({ min: 2, max: 6 })
  .chain((n) =>
    fc.tuple(
      fc.array(
        fc.tuple(
          fc.shuffledSubarray(CODES, { minLength: CODES.length, maxLength: CODES.length }),
          fc.array(fc.integer({ min: 2, max: 10 }), { minLength: CODES.length, maxLength: CODES.length }),
        ),
        { minLength: n, maxLength: n },
      ),
      fc.integer({ min: 0, max: n }),
      fc.subarray(Array.from({ length: n }, (_, i) => i + 1)),
    ),
  );

describe('no aggregate reveals an unshared answer (property, small teams)', () => {
  it('for every hidden person and every part of every answer, another hidden person answered it otherwise, and exchanging the two gives the same aggregate', () => {
    fc.assert(
      fc.property(contributionsArb, ([people, viewer, visibleList]) => {
        const contributions: Contribution[] = people.map(([order, halves], i) => {
          const scores = halves.map((h) => h / 2).sort((a, b) => b - a);
          return {
            userId: i + 1,
            ranking: order.map((code, r) => ({ code, name: code, rank: r + 1, score: scores[r] ?? null })),
          };
        });
        const visible = new Set(visibleList);
        const result = aggregateStrengths(viewer, contributions, visible);
        const hidden = hiddenContributions(viewer, contributions, visible);
        if (hidden.length < 2) expect(result.available).toBe(false);
        if (!result.available) {
          expect(result).toEqual(noData);
          return;
        }
        for (const p of hidden) {
          for (const code of CODES) {
            for (let part = 0; part < 4; part++) {
              const own = answerParts(p.ranking, code)[part];
              const q = hidden.find((o) => answerParts(o.ranking, code)[part] !== own);
              expect(q, `${p.userId} ${code} part ${part}`).toBeDefined();
              // the world where p and q exchanged their answers reads exactly the same
              const exchanged = contributions.map((c) =>
                c.userId === p.userId
                  ? { ...c, ranking: q!.ranking }
                  : c.userId === q!.userId
                    ? { ...c, ranking: p.ranking }
                    : c,
              );
              expect(aggregateStrengths(viewer, exchanged, visible)).toEqual(result);
            }
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
