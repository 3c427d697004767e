import { type Contribution, mayPublish, PRIVACY_NO_DATA, STRENGTH_TOP, scoreBand } from './team-aggregates';

/**
 * The team GLA report (issue 12, point 6): per capability, how the team's finished GLA scores spread over the 1-5
 * scale, the team's mean against the benchmark of the team's level, and the team's collective strengths and gaps.
 * The privacy rule of the team aggregates holds: below two contributors besides the viewer there is no number.
 */

/** The bands of the distribution on the GLA's 1-5 scale: [1,2) [2,3) [3,4) [4,5]. */
export const SCORE_BANDS = [
  { from: 1, to: 2 },
  { from: 2, to: 3 },
  { from: 3, to: 4 },
  { from: 4, to: 5 },
] as const;
/** How many capabilities the report names as the team's strengths and as its gaps. */
export const COLLECTIVE_TOP = 3;

export interface ReportCapability {
  code: string;
  name: string;
  /** people per band of SCORE_BANDS (those without a score on this capability are left out) */
  distribution: number[];
  /** the team's mean (two decimals); null when nobody has a score */
  average: number | null;
  /** the benchmark of the team's level; null when the content has none */
  benchmark: number | null;
  /** average minus benchmark (two decimals); null when either is missing */
  delta: number | null;
  /** how many have it among their best three, and among their weakest three */
  strengthCount: number;
  gapCount: number;
}
export type TeamGlaReport =
  | {
      available: true;
      contributors: number;
      capabilities: ReportCapability[];
      /** codes of the capabilities furthest above the benchmark (at or above it), best first */
      strengths: string[];
      /** codes of the capabilities furthest below the benchmark, widest gap first */
      gaps: string[];
    }
  | { available: false; message: typeof PRIVACY_NO_DATA };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The band index of a score (a score of exactly 5 falls in the last band). */
export function bandOf(score: number): number {
  return scoreBand(score);
}

/** Builds the report from the members' rankings; `benchmark` is the line of the team's level by capability code. */
export function teamGlaReport(
  viewerId: number,
  contributions: readonly Contribution[],
  benchmark: Readonly<Record<string, number>>,
  visibleIds: ReadonlySet<number> = new Set(),
): TeamGlaReport {
  if (!mayPublish(viewerId, contributions, visibleIds)) {
    return { available: false, message: PRIVACY_NO_DATA };
  }
  return reportNumbers(contributions, benchmark);
}

/** The report's numbers over these contributions, whoever reads them (teamGlaReport decides whether they may). */
export function reportNumbers(
  contributions: readonly Contribution[],
  benchmark: Readonly<Record<string, number>>,
): Extract<TeamGlaReport, { available: true }> {
  const rows = new Map<string, ReportCapability & { total: number; scored: number }>();
  for (const { ranking } of contributions) {
    const last = ranking.length;
    for (const c of ranking) {
      const row = rows.get(c.code) ?? {
        code: c.code,
        name: c.name,
        distribution: SCORE_BANDS.map(() => 0),
        average: null,
        benchmark: benchmark[c.code] ?? null,
        delta: null,
        strengthCount: 0,
        gapCount: 0,
        total: 0,
        scored: 0,
      };
      if (c.rank <= STRENGTH_TOP) row.strengthCount += 1;
      if (c.rank > last - STRENGTH_TOP) row.gapCount += 1;
      if (c.score !== null) {
        row.distribution[bandOf(c.score)] += 1;
        row.total += c.score;
        row.scored += 1;
      }
      rows.set(c.code, row);
    }
  }
  const capabilities = [...rows.values()].map(({ total, scored, ...row }) => {
    const average = scored ? round2(total / scored) : null;
    const delta = average !== null && row.benchmark !== null ? round2(average - row.benchmark) : null;
    return { ...row, average, delta };
  });
  const withDelta = capabilities.filter((c) => c.delta !== null) as Array<
    ReportCapability & { delta: number }
  >;
  const strengths = withDelta
    .filter((c) => c.delta >= 0)
    .sort((a, b) => b.delta - a.delta || a.code.localeCompare(b.code))
    .slice(0, COLLECTIVE_TOP)
    .map((c) => c.code);
  const gaps = withDelta
    .filter((c) => c.delta < 0)
    .sort((a, b) => a.delta - b.delta || a.code.localeCompare(b.code))
    .slice(0, COLLECTIVE_TOP)
    .map((c) => c.code);
  return { available: true, contributors: contributions.length, capabilities, strengths, gaps };
}
