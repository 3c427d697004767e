import { describe, expect, it } from 'vitest';
import { GAP_THRESHOLD, gaps360 } from './leader360-insights';
import { score360 } from './leader360-scoring';

describe('blind spots and hidden strengths', () => {
  it('works the hand example: DELIVERY a blind spot, TRUST a hidden strength, VISIONING within the threshold', () => {
    // Self rates DELIVERY 4.5, others 3.5: gap +1.0 >= 0.75 -> blind spot.
    // Self rates TRUST 2.5, others 3.5: gap -1.0 <= -0.75 -> hidden strength.
    // Self rates VISIONING 4.0, others 3.5: gap +0.5 -> neither.
    // Self rates LEARNING 4.25, others 3.5: gap exactly +0.75 -> blind spot (the threshold is inclusive).
    const r = gaps360(
      { DELIVERY: 4.5, TRUST: 2.5, VISIONING: 4, LEARNING: 4.25 },
      { DELIVERY: 3.5, TRUST: 3.5, VISIONING: 3.5, LEARNING: 3.5 },
    );
    expect(GAP_THRESHOLD).toBe(0.75);
    expect(r.blindSpots.map((g) => [g.capability, g.gap])).toEqual([
      ['DELIVERY', 1],
      ['LEARNING', 0.75],
    ]);
    expect(r.hiddenStrengths.map((g) => [g.capability, g.gap])).toEqual([['TRUST', -1]]);
  });

  it('leaves out capabilities without an others score', () => {
    expect(gaps360({ CANDOUR: 5 }, {})).toEqual({ blindSpots: [], hiddenStrengths: [] });
  });
});

describe('360 scoring', () => {
  const items = [
    { code: 'D1', capability: 'DELIVERY' as const },
    { code: 'D2', capability: 'DELIVERY' as const },
    { code: 'T1', capability: 'TRUST' as const },
  ];
  it('scores groups by the folding rule, ignores "not observed" and hides small groups', () => {
    const peer = (d1: number, d2: number, t1: number) => ({
      group: 'PEER' as const,
      answers: { D1: d1, D2: d2, T1: t1 },
    });
    const r = score360(items, { D1: 5, D2: 4, T1: 2 }, [
      { group: 'MANAGER', answers: { D1: 3, D2: 3, T1: 4 } },
      peer(4, 0, 4),
      peer(3, 3, 3),
      peer(4, 4, 5),
      { group: 'DIRECT_REPORT', answers: { D1: 1, D2: 1, T1: 1 } },
    ]);
    expect(r.self.scores).toEqual({ DELIVERY: 4.5, TRUST: 2 });
    expect(r.groups.map((g) => g.group)).toEqual(['MANAGER', 'PEER']);
    // peers DELIVERY: 4, 3, 3, 4, 4 (the 0 left out) -> 3.6
    expect(r.groups[1]!.scores).toEqual({ DELIVERY: 3.6, TRUST: 4 });
    // all others: manager + peers, not the hidden direct report: DELIVERY 3,3,4,3,3,4,4 -> 3.4; TRUST 4,4,3,5 -> 4
    expect(r.allOthers).toMatchObject({ count: 4, scores: { DELIVERY: 3.4, TRUST: 4 } });
    expect(r.top[0]).toMatchObject({ code: 'T1', score: 4 });
    const g = gaps360(r.self.scores, r.allOthers!.scores);
    expect(g.blindSpots.map((x) => x.capability)).toEqual(['DELIVERY']);
    expect(g.hiddenStrengths.map((x) => x.capability)).toEqual(['TRUST']);
  });

  it('shows no groups, no all others and no behaviours with only 2 raters', () => {
    const r = score360(items, { D1: 3 }, [
      { group: 'PEER', answers: { D1: 3 } },
      { group: 'OTHER', answers: { D1: 3 } },
    ]);
    expect(r.groups).toEqual([]);
    expect(r.allOthers).toBeNull();
    expect(r.top).toEqual([]);
  });
});
