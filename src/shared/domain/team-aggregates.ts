/**
 * Team aggregates under the privacy rule (spec sprints-teams 8, issue 12): numbers over members appear only when
 * at least two people besides the viewer contributed; below that the answer holds no number at all, only the
 * privacy message MIB_AGGREGATED_GROWTH_LEADER_NO_DATA.
 */
export const MIN_OTHER_CONTRIBUTORS = 2;
export const PRIVACY_NO_DATA = 'MIB_AGGREGATED_GROWTH_LEADER_NO_DATA' as const;
/** a capability counts as a person's strength when it is among their best three */
export const STRENGTH_TOP = 3;

export interface CapabilityRank {
  code: string;
  name: string;
  rank: number;
  /** null when the person skipped every item of it */
  score: number | null;
}
export interface Contribution {
  userId: number;
  ranking: readonly CapabilityRank[];
}
export interface AggregatedCapability {
  code: string;
  name: string;
  /** how many contributors have it among their best three */
  strengthCount: number;
  /** how many have it among their weakest three */
  gapCount: number;
  /** the contributors' mean score (of those with one); null when nobody has one */
  averageScore: number | null;
}
export type TeamAggregate =
  | { available: true; contributors: number; capabilities: AggregatedCapability[] }
  | { available: false; message: typeof PRIVACY_NO_DATA };

/** Whether enough others besides the viewer contributed. */
export function enoughOthers(viewerId: number, contributorIds: readonly number[]): boolean {
  return new Set(contributorIds.filter((id) => id !== viewerId)).size >= MIN_OTHER_CONTRIBUTORS;
}

/** The team's strengths and gaps over everyone's finished GLA, strongest first; nothing below the threshold. */
export function aggregateStrengths(viewerId: number, contributions: readonly Contribution[]): TeamAggregate {
  if (
    !enoughOthers(
      viewerId,
      contributions.map((c) => c.userId),
    )
  ) {
    return { available: false, message: PRIVACY_NO_DATA };
  }
  const byCode = new Map<string, AggregatedCapability & { total: number; scored: number }>();
  for (const { ranking } of contributions) {
    const last = ranking.length;
    for (const c of ranking) {
      const row = byCode.get(c.code) ?? {
        code: c.code,
        name: c.name,
        strengthCount: 0,
        gapCount: 0,
        averageScore: 0,
        total: 0,
        scored: 0,
      };
      if (c.rank <= STRENGTH_TOP) row.strengthCount += 1;
      if (c.rank > last - STRENGTH_TOP) row.gapCount += 1;
      if (c.score !== null) {
        row.total += c.score;
        row.scored += 1;
      }
      byCode.set(c.code, row);
    }
  }
  const capabilities = [...byCode.values()]
    .map(({ total, scored, ...row }) => ({
      ...row,
      averageScore: scored ? Math.round((total / scored) * 100) / 100 : null,
    }))
    .sort(
      (a, b) =>
        b.strengthCount - a.strengthCount ||
        (b.averageScore ?? 0) - (a.averageScore ?? 0) ||
        a.code.localeCompare(b.code),
    );
  return { available: true, contributors: contributions.length, capabilities };
}
