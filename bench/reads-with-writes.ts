/**
 * A kept read measured the way people use it (issue 31, point 7): with writes beside the reads. Each connection
 * sends `READS_PER_WRITE` reads and then one write to what the read shows (a card moved, a team edited), over
 * and over, so the kept answer is dropped about every 20 reads and the next read rebuilds it. The figures
 * (req/s, latency, CPU per request) count reads and writes together.
 */
import autocannon from 'autocannon';
import { measured } from './measure';
import type { RoundTarget } from './rounds';

export const READS_PER_WRITE = 20;

/** one request; `body` is asked anew for each write (a move to the other column each time) */
export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: (n: number) => string;
}

/** What one connection sends: its read, and its write to the same team or sprint. */
export interface ReadWrite {
  read: Call;
  write: Call;
}

function request(call: Call, of: (ctx: { who?: number }) => Call, writes: { n: number }) {
  return {
    method: call.method,
    path: call.path,
    setupRequest: (req: autocannon.Request, context: unknown) => {
      const c = of(context as { who?: number });
      return {
        ...req,
        method: c.method,
        path: c.path,
        headers: { ...req.headers, ...c.headers },
        ...(c.body ? { body: c.body(writes.n++) } : {}),
      };
    },
  };
}

/**
 * A target of the interleaved rounds (bench/rounds.ts): `people` in turn, one per connection (the first
 * connection the first person, and so on round the list), each reading `READS_PER_WRITE` times, then writing.
 */
export function readsWithWrites(
  database: string,
  name: string,
  baseURL: string,
  people: ReadWrite[],
  pids: () => Promise<number[]>,
  connections: number,
): RoundTarget {
  let next = 0;
  const writes = { n: 0 };
  const person = (ctx: { who?: number }) => {
    if (ctx.who === undefined) ctx.who = next++ % people.length;
    return people[ctx.who];
  };
  const load = (duration: number) =>
    autocannon({
      url: baseURL,
      connections,
      duration,
      requests: [
        ...Array.from({ length: READS_PER_WRITE }, () =>
          request(people[0].read, (ctx) => person(ctx).read, writes),
        ),
        request(people[0].write, (ctx) => person(ctx).write, writes),
      ],
    });
  return {
    target: name,
    async measure(warmup, duration) {
      if (warmup > 0) await load(warmup);
      const processes = await pids();
      return measured(database, name, processes, () => load(duration));
    },
  };
}

/** Checks once that a read and a write answer 200 (a fast 401 or 404 is not a result). */
export async function probeReadWrite(baseURL: string, rw: ReadWrite, what: string) {
  for (const call of [rw.read, rw.write, rw.read]) {
    const res = await fetch(`${baseURL}${call.path}`, {
      method: call.method,
      headers: call.headers,
      body: call.body?.(1),
    });
    if (res.status !== 200) throw new Error(`${what}: ${call.method} ${call.path} answered ${res.status}`);
    await res.arrayBuffer();
  }
}
