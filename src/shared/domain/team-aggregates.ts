/**
 * Team aggregates under the privacy rule (spec sprints-teams 8, issue 12; issue 33 point 2, decision 0073). The
 * viewer may already know some answers: their own, and those shared with them. Every other contributor is
 * *hidden*. An aggregate is published only when no hidden person's answer can be worked out from it, alone or
 * beside what the viewer knows: at least two hidden contributors, and on every capability, for every part of an
 * answer an aggregate publishes (a strength, a gap, the score, the score's band), the hidden contributors do not
 * all answer alike. Then for each hidden person and each part there is another hidden person who answered it
 * otherwise, and the two exchanged give the very same aggregate: the viewer cannot tell which of them answered
 * what. Otherwise the answer holds no number at all, only the privacy message MIB_AGGREGATED_GROWTH_LEADER_NO_DATA.
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

/** The band of a score on the GLA's 1-5 scale ([1,2) [2,3) [3,4) [4,5]), as the team report counts it. */
export function scoreBand(score: number): number {
  return Math.min(3, Math.max(0, Math.floor(score) - 1));
}

/**
 * The parts of one person's answer on one capability that a team aggregate publishes (counted or averaged): among
 * their best three, among their weakest three, the score, the score's band.
 */
export function answerParts(ranking: readonly CapabilityRank[], code: string): string[] {
  const c = ranking.find((r) => r.code === code);
  if (!c) return ['none', 'none', 'none', 'none'];
  const last = ranking.length;
  return [
    String(c.rank <= STRENGTH_TOP),
    String(c.rank > last - STRENGTH_TOP),
    String(c.score),
    c.score === null ? 'none' : String(scoreBand(c.score)),
  ];
}

/** The contributors whose answers the viewer cannot see: not the viewer, not shared with the viewer. */
export function hiddenContributions(
  viewerId: number,
  contributions: readonly Contribution[],
  visibleIds: ReadonlySet<number> = new Set(),
): Contribution[] {
  return contributions.filter((c) => c.userId !== viewerId && !visibleIds.has(c.userId));
}

/** Whether an aggregate over these contributions may be published to this viewer (the rule above). */
export function mayPublish(
  viewerId: number,
  contributions: readonly Contribution[],
  visibleIds: ReadonlySet<number> = new Set(),
): boolean {
  const hidden = hiddenContributions(viewerId, contributions, visibleIds);
  if (new Set(hidden.map((c) => c.userId)).size < MIN_OTHER_CONTRIBUTORS) return false;
  const codes = new Set(contributions.flatMap((c) => c.ranking.map((r) => r.code)));
  for (const code of codes) {
    const parts = hidden.map((c) => answerParts(c.ranking, code));
    for (let i = 0; i < 4; i++) if (new Set(parts.map((p) => p[i])).size < 2) return false;
  }
  return true;
}

/**
 * The team's strengths and gaps over everyone's finished GLA, strongest first; nothing unless the rule above
 * holds for the viewer, who already sees `visibleIds` (shared with them) and their own.
 */
export function aggregateStrengths(
  viewerId: number,
  contributions: readonly Contribution[],
  visibleIds: ReadonlySet<number> = new Set(),
): TeamAggregate {
  if (!mayPublish(viewerId, contributions, visibleIds)) {
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
