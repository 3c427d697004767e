import type autocannon from 'autocannon';
import { cpuMs, cpuUsedMs } from './cpu';
import type { Measure } from './rounds';

/**
 * One measurement of a target: runs its load and reads autocannon's figures with the CPU time the processes
 * serving it (the server and, on PostgreSQL, its backends) used meanwhile, per request.
 */
export async function measured(
  database: string,
  target: string,
  processes: number[],
  load: () => Promise<autocannon.Result>,
): Promise<Measure> {
  const cpuBefore = cpuMs(processes);
  const r = await load();
  const cpuUsed = cpuUsedMs(cpuBefore, cpuMs(processes));
  return {
    database,
    target,
    rps: r.requests.average,
    cpuUs: r.requests.total ? (cpuUsed * 1000) / r.requests.total : 0,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
