/**
 * Scoring of the team alignment survey (issue 14; spec section 9: scale maximum 6, rank 3 or better is highest,
 * rank above 9 is lowest).
 *
 * - An answer is 1..6 on the agreement scale; anything else (0, missing, out of range) is N/A and left out.
 * - A reverse-keyed statement is flipped: 7 - answer.
 * - A participant's subscale score is the mean of their answered statements of that subscale; with none, null.
 * - The team's subscale score is the mean of the participants' subscale scores that exist; with none, null.
 * - Ranks by team score, highest first, competition ranking on ties (1, 2, 2, 4); a subscale without a score
 *   ranks after every scored one (all unscored ones share that rank).
 * - Highest flag: rank <= 3; lowest flag: rank > 9 (both only for scored subscales).
 *
 * Pure: subscale codes and statements come from the caller (content/alignment), so the rules know no wording.
 */

export const ALIGNMENT_SCALE_MIN = 1;
export const ALIGNMENT_SCALE_MAX = 6;
export const HIGHEST_RANK_MAX = 3;
export const LOWEST_RANK_ABOVE = 9;

export interface AlignmentScoredStatement {
  code: string;
  subscale: string;
  reverse: boolean;
}

/** One participant's answers: statement code -> 1..6 (anything else counts as N/A). */
export type AlignmentAnswers = ReadonlyMap<string, number>;

export interface RankedSubscale {
  code: string;
  score: number | null;
  /** 1..n, competition ranking */
  rank: number;
  isHighest: boolean;
  isLowest: boolean;
}

/** The value an answer contributes: null when N/A, 7 - x when reverse-keyed. */
export function alignmentKeyedValue(value: number | undefined, reverse: boolean): number | null {
  if (
    value === undefined ||
    !Number.isInteger(value) ||
    value < ALIGNMENT_SCALE_MIN ||
    value > ALIGNMENT_SCALE_MAX
  )
    return null;
  return reverse ? ALIGNMENT_SCALE_MIN + ALIGNMENT_SCALE_MAX - value : value;
}

const mean = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

/** One participant's score per subscale (in the order of `subscales`). */
export function participantSubscaleScores(
  subscales: readonly string[],
  statements: readonly AlignmentScoredStatement[],
  answers: AlignmentAnswers,
): Map<string, number | null> {
  const values = new Map<string, number[]>(subscales.map((s) => [s, []]));
  for (const statement of statements) {
    const v = alignmentKeyedValue(answers.get(statement.code), statement.reverse);
    if (v !== null) values.get(statement.subscale)?.push(v);
  }
  return new Map(subscales.map((s) => [s, mean(values.get(s) ?? [])]));
}

/** The team's score per subscale: the mean of the participants' subscale scores that exist. */
export function teamSubscaleScores(
  subscales: readonly string[],
  statements: readonly AlignmentScoredStatement[],
  participants: readonly AlignmentAnswers[],
): Map<string, number | null> {
  const perParticipant = participants.map((a) => participantSubscaleScores(subscales, statements, a));
  return new Map(
    subscales.map((s) => [
      s,
      mean(perParticipant.map((p) => p.get(s)).filter((v): v is number => v !== null && v !== undefined)),
    ]),
  );
}

/** Scores compared after rounding to 6 decimals, so that equal means computed differently tie. */
const comparable = (score: number) => Math.round(score * 1e6);

/** Competition ranking of the subscales (in the order of `scores`), with the highest / lowest flags. */
export function rankSubscales(scores: ReadonlyMap<string, number | null>): RankedSubscale[] {
  const scored = [...scores.values()].filter((v): v is number => v !== null).map(comparable);
  return [...scores.entries()].map(([code, score]) => {
    const rank =
      score === null ? scored.length + 1 : scored.filter((other) => other > comparable(score)).length + 1;
    return {
      code,
      score,
      rank,
      isHighest: score !== null && rank <= HIGHEST_RANK_MAX,
      isLowest: score !== null && rank > LOWEST_RANK_ABOVE,
    };
  });
}

/** The team's ranked subscale scores from its participants' answers. */
export function scoreTeamAlignment(
  subscales: readonly string[],
  statements: readonly AlignmentScoredStatement[],
  participants: readonly AlignmentAnswers[],
): RankedSubscale[] {
  return rankSubscales(teamSubscaleScores(subscales, statements, participants));
}
