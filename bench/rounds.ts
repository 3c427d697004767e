/**
 * Like with like on a shared, noisy machine: every target of a comparison (the real server and its bare
 * yardstick) is started at once and measured in interleaved rounds, each round in another order, so a burst of
 * load from elsewhere falls on all of them alike. A ratio is taken within each round (target over yardstick, both
 * measured seconds apart) and the median of the rounds' ratios is reported, with the median of each figure.
 */

/** One measurement of one target: autocannon's figures and the CPU time the processes serving it used. */
export interface Measure {
  database: string;
  target: string;
  rps: number;
  /** CPU time per request of the process and, on PostgreSQL, its database backends (microseconds) */
  cpuUs: number;
  p99: number;
  p50: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** A target's rounds summed up: medians of each figure; `ratio` and `cpuRatio` against the yardstick. */
export interface Summary extends Measure {
  /** requests per second of each round, in round order */
  roundsRps: number[];
  /** median over the rounds of this target's req/s over the yardstick's in the same round (null: the yardstick) */
  ratio: number | null;
  /** median over the rounds of the yardstick's CPU µs/request over this target's (null: the yardstick) */
  cpuRatio: number | null;
}

export interface RoundTarget {
  target: string;
  /** measures the target for `duration` seconds after `warmup` seconds of the same load */
  measure(warmup: number, duration: number): Promise<Measure>;
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Warms every target up for `firstWarmup` seconds, then measures them in `rounds` interleaved rounds (round r
 * starts with target r), each measure preceded by `warmup` seconds. `yardstick` names the bare target.
 */
export async function interleaved(
  targets: RoundTarget[],
  yardstick: string,
  o: { rounds: number; duration: number; warmup: number; firstWarmup: number; log: (m: string) => void },
): Promise<Summary[]> {
  if (!targets.some((t) => t.target === yardstick)) throw new Error(`no yardstick "${yardstick}"`);
  for (const t of targets) {
    o.log(`  warming up ${t.target} (${o.firstWarmup} s)`);
    await t.measure(0, o.firstWarmup);
  }
  const byTarget = new Map<string, Measure[]>(targets.map((t) => [t.target, []]));
  for (let round = 0; round < o.rounds; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]);
    o.log(`  round ${round + 1} of ${o.rounds}: ${order.map((t) => t.target).join(' | ')}`);
    for (const t of order) byTarget.get(t.target)!.push(await t.measure(o.warmup, o.duration));
  }
  const bare = byTarget.get(yardstick)!;
  return targets.map(({ target }) => {
    const ms = byTarget.get(target)!;
    const isBare = target === yardstick;
    return {
      database: ms[0].database,
      target,
      rps: median(ms.map((m) => m.rps)),
      cpuUs: median(ms.map((m) => m.cpuUs)),
      p50: median(ms.map((m) => m.p50)),
      p99: median(ms.map((m) => m.p99)),
      total: ms.reduce((a, m) => a + m.total, 0),
      non2xx: ms.reduce((a, m) => a + m.non2xx, 0),
      errors: ms.reduce((a, m) => a + m.errors, 0),
      roundsRps: ms.map((m) => m.rps),
      ratio: isBare ? null : median(ms.map((m, r) => m.rps / bare[r].rps)),
      cpuRatio: isBare ? null : median(ms.map((m, r) => (m.cpuUs ? bare[r].cpuUs / m.cpuUs : 0))),
    };
  });
}
