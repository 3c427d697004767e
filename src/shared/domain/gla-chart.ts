/** One row of the Leader Profile chart (web and PDF): a capability with its scores on the 1-5 scale. */
export interface ChartRow {
  code: string;
  name: string;
  rank: number;
  style: number | null;
  strategy: number | null;
  overall: number | null;
  benchmark: number | null;
  top: boolean;
  bottom: boolean;
}

/** The GLA's answer scale: every score lies between these. */
export const GLA_SCALE = { min: 1, max: 5 } as const;

/** The nine capabilities of a profile, best rank first: the order the chart and its table show them in. */
export function chartRows(groups: { capabilities: ChartRow[] }[]): ChartRow[] {
  return groups
    .flatMap((g) => g.capabilities)
    .map(({ code, name, rank, style, strategy, overall, benchmark, top, bottom }) => ({
      code,
      name,
      rank,
      style,
      strategy,
      overall,
      benchmark,
      top,
      bottom,
    }))
    .sort((a, b) => a.rank - b.rank);
}

/** The mean benchmark of the capabilities that have one (one decimal), null when none has. */
export function meanBenchmark(rows: ChartRow[]): number | null {
  const values = rows.map((r) => r.benchmark).filter((v): v is number => v !== null);
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}
