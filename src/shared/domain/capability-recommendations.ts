/** One capability of a person's GLA ranking: rank 1 is the strongest. */
export interface RankedCapability<C extends string = string> {
  code: C;
  name: string;
  rank: number;
  score: number | null;
}

export const RECOMMENDATION_COUNT = 3;

/**
 * The plan's capability recommendations from the GLA (spec: top and bottom three by rank): the three
 * lowest-ranked capabilities are recommended to develop, the three highest-ranked are strengths. Ties keep the
 * ranking's order; a capability is never both.
 */
export function capabilityRecommendations<C extends string>(
  ranking: readonly RankedCapability<C>[],
): { develop: RankedCapability<C>[]; strengths: RankedCapability<C>[] } {
  const ordered = ranking
    .map((c, i) => ({ c, i }))
    .sort((a, b) => a.c.rank - b.c.rank || a.i - b.i)
    .map(({ c }) => c);
  const strengths = ordered.slice(0, RECOMMENDATION_COUNT);
  const rest = ordered.slice(strengths.length);
  const develop = rest.slice(Math.max(0, rest.length - RECOMMENDATION_COUNT)).reverse();
  return { develop, strengths };
}
