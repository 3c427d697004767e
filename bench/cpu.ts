import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time, which a busy shared machine disturbs far less than requests per second: the milliseconds of user
 * and system time that processes used so far (Linux /proc; clock ticks of 10 ms), and the PostgreSQL backends
 * serving one database, whose work is part of a request's cost on PostgreSQL (PGlite's is inside the process).
 */
export function cpuMs(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      // the command may hold spaces: fields are counted after its closing parenthesis
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // utime, stime (fields 14 and 15)
    } catch {
      // the process ended
    }
  }
  return used;
}

/**
 * The milliseconds of CPU the processes used between two `cpuMs` readings, counting only those alive at both
 * (a backend a pool closed in between would otherwise take its whole past off the sum).
 */
export function cpuUsedMs(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, at] of after) {
    const was = before.get(pid);
    if (was !== undefined) ms += at - was;
  }
  return ms;
}

/** The process ids of the PostgreSQL backends connected to the database of `databaseUrl` (not this check's). */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}
