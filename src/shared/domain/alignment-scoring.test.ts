import { describe, expect, it } from 'vitest';
import {
  type AlignmentScoredStatement,
  alignmentKeyedValue,
  participantSubscaleScores,
  rankSubscales,
  scoreTeamAlignment,
  teamSubscaleScores,
} from './alignment-scoring';

const SUBSCALES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'];
/** Three statements per subscale; the second of each is reverse-keyed. */
const STATEMENTS: AlignmentScoredStatement[] = SUBSCALES.flatMap((subscale, si) =>
  [0, 1, 2].map((k) => ({ code: `TA${si * 3 + k + 1}`, subscale, reverse: k === 1 })),
);
const answersOf = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('alignment scoring', () => {
  it('flips reverse-keyed answers as 7 - x and leaves N/A out', () => {
    expect(alignmentKeyedValue(6, true)).toBe(1);
    expect(alignmentKeyedValue(2, true)).toBe(5);
    expect(alignmentKeyedValue(4, false)).toBe(4);
    expect(alignmentKeyedValue(0, false)).toBeNull();
    expect(alignmentKeyedValue(7, false)).toBeNull();
    expect(alignmentKeyedValue(2.5, false)).toBeNull();
    expect(alignmentKeyedValue(undefined, true)).toBeNull();
  });

  it("scores a participant's subscale as the mean of answered items, null with none answered", () => {
    // A: 6, reverse 2 -> 5, 4 => 5; B: only TA4 = 3 => 3; C: N/A (0) and missing => null
    const scores = participantSubscaleScores(
      SUBSCALES,
      STATEMENTS,
      answersOf({ TA1: 6, TA2: 2, TA3: 4, TA4: 3, TA7: 0 }),
    );
    expect(scores.get('A')).toBe(5);
    expect(scores.get('B')).toBe(3);
    expect(scores.get('C')).toBeNull();
    expect([...scores.keys()]).toEqual(SUBSCALES);
  });

  it("scores the team as the mean of participants' subscale scores, skipping participants without one", () => {
    const team = teamSubscaleScores(SUBSCALES, STATEMENTS, [
      answersOf({ TA1: 6, TA3: 6 }), // A 6 (mean of 2 items)
      answersOf({ TA1: 2, TA2: 6, TA3: 3 }), // A (2 + 1 + 3) / 3 = 2
      answersOf({ TA4: 5 }), // no A
    ]);
    expect(team.get('A')).toBe(4);
    expect(team.get('B')).toBe(5);
    expect(team.get('L')).toBeNull();
    expect(teamSubscaleScores(SUBSCALES, STATEMENTS, []).get('A')).toBeNull();
  });

  it('ranks with competition ties (1, 2, 2, 4) and flags highest <= 3 and lowest > 9', () => {
    const scores = new Map<string, number | null>(SUBSCALES.map((s, i) => [s, 6 - i * 0.25]));
    scores.set('C', scores.get('B')!); // B and C tie at rank 2
    const ranked = rankSubscales(scores);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ranked.filter((r) => r.isHighest).map((r) => r.code)).toEqual(['A', 'B', 'C']);
    expect(ranked.filter((r) => r.isLowest).map((r) => r.code)).toEqual(['J', 'K', 'L']);
  });

  it('lets a tie straddle the flags: four subscales sharing rank 3 are all highest', () => {
    const scores = new Map<string, number | null>(SUBSCALES.map((s, i) => [s, 6 - i * 0.25]));
    for (const s of ['D', 'E']) scores.set(s, scores.get('C')!);
    const ranked = rankSubscales(scores);
    expect(ranked.slice(0, 6).map((r) => r.rank)).toEqual([1, 2, 3, 3, 3, 6]);
    expect(ranked.filter((r) => r.isHighest)).toHaveLength(5);
  });

  it('treats equal means computed differently as ties', () => {
    const ranked = rankSubscales(
      new Map<string, number | null>([
        ['A', (0.1 + 0.2) * 10],
        ['B', 3],
      ]),
    );
    expect(ranked.map((r) => r.rank)).toEqual([1, 1]);
  });

  it('ranks unscored subscales last, never flagged', () => {
    const scores = new Map<string, number | null>(SUBSCALES.map((s, i) => [s, i < 10 ? 5 - i * 0.1 : null]));
    const ranked = rankSubscales(scores);
    expect(ranked.slice(10).map((r) => [r.rank, r.isHighest, r.isLowest])).toEqual([
      [11, false, false],
      [11, false, false],
    ]);
    expect(ranked[9]).toMatchObject({ rank: 10, isLowest: true });
  });

  it('scores a whole team end to end', () => {
    const all = (v: number) => new Map(STATEMENTS.map((s) => [s.code, s.reverse ? 7 - v : v]));
    const ranked = scoreTeamAlignment(SUBSCALES, STATEMENTS, [all(5), all(3)]);
    expect(ranked.every((r) => r.score === 4 && r.rank === 1 && r.isHighest && !r.isLowest)).toBe(true);
  });
});
