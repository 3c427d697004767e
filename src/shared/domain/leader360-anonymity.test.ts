import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMITY_THRESHOLD, foldGroups, type GroupCounts, RATER_GROUPS } from './leader360-anonymity';

const counts = fc.record({
  MANAGER: fc.integer({ min: 0, max: 1 }),
  PEER: fc.integer({ min: 0, max: 8 }),
  DIRECT_REPORT: fc.integer({ min: 0, max: 8 }),
  OTHER: fc.integer({ min: 0, max: 8 }),
}) as fc.Arbitrary<GroupCounts>;

describe('the 360 anonymity folding rule', () => {
  it('never shows a group other than the manager with 1 or 2 answers, whatever the mix', () => {
    fc.assert(
      fc.property(counts, (c) => {
        for (const v of foldGroups(c).visible) {
          if (v.group !== 'MANAGER') expect(v.count).toBeGreaterThanOrEqual(ANONYMITY_THRESHOLD);
          if (v.commentsShown) expect(v.count).toBeGreaterThanOrEqual(ANONYMITY_THRESHOLD);
        }
      }),
    );
  });

  it('puts every answer in exactly one visible group or hides it, and counts agree with the buckets', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const f = foldGroups(c);
        const visibleTotal = f.visible.reduce((s, v) => s + v.count, 0);
        const hiddenTotal = f.hidden.reduce((s, g) => s + c[g], 0);
        expect(visibleTotal + hiddenTotal).toBe(RATER_GROUPS.reduce((s, g) => s + c[g], 0));
        for (const g of RATER_GROUPS) {
          const bucket = f.bucketOf[g];
          if (c[g] === 0) continue;
          if (bucket === null) expect(f.hidden).toContain(g);
          else expect(f.visible.find((v) => v.group === bucket)?.members).toContain(g);
        }
      }),
    );
  });

  it('keeps a group of 3 or more as itself and the manager as themself', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const f = foldGroups(c);
        if (c.PEER >= 3) expect(f.bucketOf.PEER).toBe('PEER');
        if (c.DIRECT_REPORT >= 3) expect(f.bucketOf.DIRECT_REPORT).toBe('DIRECT_REPORT');
        if (c.MANAGER === 1) expect(f.bucketOf.MANAGER).toBe('MANAGER');
      }),
    );
  });

  it('hides only when folding cannot reach the threshold', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const f = foldGroups(c);
        if (f.hidden.length > 0)
          expect(f.hidden.reduce((s, g) => s + c[g], 0)).toBeLessThan(ANONYMITY_THRESHOLD);
      }),
    );
  });

  it('shows "all others" only from visible raters and only with 3 or more', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const f = foldGroups(c);
        const visibleTotal = f.visible.reduce((s, v) => s + v.count, 0);
        expect(f.allOthersCount).toBe(visibleTotal >= ANONYMITY_THRESHOLD ? visibleTotal : 0);
      }),
    );
  });

  it('folds 2 peers and 1 other into Others; hides 2 direct reports alone', () => {
    const a = foldGroups({ MANAGER: 1, PEER: 2, DIRECT_REPORT: 4, OTHER: 1 });
    expect(a.visible.map((v) => [v.group, v.count])).toEqual([
      ['MANAGER', 1],
      ['DIRECT_REPORT', 4],
      ['OTHERS', 3],
    ]);
    const b = foldGroups({ MANAGER: 1, PEER: 3, DIRECT_REPORT: 2, OTHER: 0 });
    expect(b.hidden).toEqual(['DIRECT_REPORT']);
    expect(b.allOthersCount).toBe(4);
  });
});
