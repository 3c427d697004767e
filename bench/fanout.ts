/**
 * Fan-out of one event to 1,000 connected sockets (issue 11), PostgreSQL only; BENCH_ONLY=fanout runs it alone.
 *
 * What is fanned out: ONE person's 1,000 sockets (1,000 tabs of admin@, each authenticated in the socket.io
 * handshake at /api/events with the access token, as API clients do). The producer is a real HTTP call,
 * `POST /api/notification/debug/emit`, which sends through the same `realtime.toUser(userId, topic, event)` a
 * notification's live delivery uses (notifications/service.ts), to the person's room: it does not write a
 * notification row, so this measures the socket fan-out, not the notification insert.
 *
 * One event at a time for BENCH_DURATION seconds: each is sent, and the next only when all 1,000 sockets received
 * it. Latency is from just before the producing call to each socket's receipt (same process, one clock); the
 * figures are deliveries/s over the whole run and p50/p99 over every delivery. No bare yardstick: there is no
 * bare equivalent of socket.io's room fan-out worth comparing, so the load average is printed with the figure.
 */
import { loadavg } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../src/shared/constants';
import { startServer } from '../test/support/server-process';

export const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const TOPIC = 'bench.fanout';

export interface FanoutFigure {
  sockets: number;
  events: number;
  deliveries: number;
  deliveriesPerSecond: number;
  p50: number;
  p99: number;
  lost: number;
  load: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

export async function benchFanout(o: {
  databaseUrl: string;
  dataDir: string;
  duration: number;
  log: (m: string) => void;
}): Promise<FanoutFigure> {
  const server = await startServer({
    label: 'bench-postgres-fanout',
    timeoutMs: 180_000,
    dataDir: o.dataDir,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: o.databaseUrl, REDIS_URL: undefined },
  });
  const sockets: Socket[] = [];
  try {
    const res = await fetch(`${server.baseURL}/api/auth/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-password' }),
    });
    if (!res.ok) throw new Error(`login of admin@ answered ${res.status}: ${await res.text()}`);
    const token = ((await res.json()) as { access_token: string }).access_token;
    const started = Date.now();
    // connect in batches of 100: a thousand handshakes at once only measure the accept queue
    for (let i = 0; i < SOCKETS; i += 100) {
      const batch = Array.from({ length: Math.min(100, SOCKETS - i) }, () =>
        io(server.baseURL, {
          path: SOCKET_PATH,
          auth: { token, guest: false, guestType: null },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        }),
      );
      sockets.push(...batch);
      await Promise.all(
        batch.map(
          (s) =>
            new Promise<void>((resolve, reject) => {
              s.once('connect', () => resolve());
              s.once('connect_error', (e) => reject(e));
            }),
        ),
      );
    }
    o.log(
      `  fan-out: ${SOCKETS} sockets of admin@ connected (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );

    const latencies: number[] = [];
    let sentAt = 0;
    let received = 0;
    let allIn: () => void = () => {};
    for (const s of sockets)
      s.on(TOPIC, () => {
        latencies.push(performance.now() - sentAt);
        if (++received === SOCKETS) allIn();
      });
    const emit = async () => {
      received = 0;
      const all = new Promise<void>((resolve) => {
        allIn = resolve;
      });
      sentAt = performance.now();
      const r = await fetch(`${server.baseURL}/api/notification/debug/emit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ topic: TOPIC, message: 'fan-out' }),
      });
      if (!r.ok) throw new Error(`debug/emit answered ${r.status}: ${await r.text()}`);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), 5000);
        }),
      ]);
      clearTimeout(timer);
      return timedOut ? SOCKETS - received : 0;
    };
    // warm-up: a few events not counted
    for (let i = 0; i < 3; i++) await emit();
    latencies.length = 0;
    let events = 0;
    let lost = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < o.duration * 1000) {
      lost += await emit();
      events++;
    }
    const seconds = (performance.now() - t0) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      sockets: SOCKETS,
      events,
      deliveries: latencies.length,
      deliveriesPerSecond: latencies.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      lost,
      load: loadavg(),
    };
  } finally {
    for (const s of sockets) s.close();
    await server.stop({ keepData: true });
  }
}

export function reportFanout(f: FanoutFigure, log: (m: string) => void) {
  log(
    `\n==== Fan-out: one event to ${f.sockets} sockets of one person (load average ${f.load
      .map((l) => l.toFixed(2))
      .join(' ')}) ====\n`,
  );
  log(
    `${f.events} events, ${f.deliveries} deliveries: ${f.deliveriesPerSecond.toFixed(0)} deliveries/s, ` +
      `p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms from the producing call to receipt` +
      (f.lost ? `; ${f.lost} deliveries LOST (not received within 5 s)` : ''),
  );
}
