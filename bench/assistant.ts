/**
 * The assistant (issue 16): time to the first streamed piece of the offline coach's answer, 20 people asking at
 * once, over real HTTP (the server in this process, listening on 127.0.0.1, on the embedded database, or on a
 * fresh PostgreSQL database when DATABASE_URL is set, with the
 * demo data). Each asker is a demo person with their own data; the rate limit (30 a minute) is respected by
 * giving every round its own minute of the app's manual clock.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createManualClock } from '../src/server/platform/clock';
import { openDatabase } from '../src/server/platform/db/client';
import { migrateDatabase } from '../src/server/platform/db/migrate';
import { DEMO_PASSWORD } from '../src/server/seed/demo-data';
import { seedDemoData } from '../src/server/seed/seed';

const CONCURRENT = 20;
const QUESTIONS = [
  'What should I practise this week?',
  'How do I give feedback to my peer?',
  'What does my Leader Profile say about decision-making?',
  'When is my next milestone?',
];

/**
 * SQL round trips, counted where every query of this process goes through (node-postgres' Client.query; PGlite's
 * queries are counted on its instance below): with the stamps, the trips before a chat's first piece are told apart.
 */
const trips: number[] = [];
function countTrips(target: { query: (...a: never[]) => unknown }) {
  const original = target.query;
  target.query = function (this: unknown, ...args: never[]) {
    trips.push(performance.now());
    return original.apply(this, args);
  } as typeof target.query;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchAssistant(
  log: (s: string) => void,
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
) {
  const clock = createManualClock();
  const config = {
    ...loadConfig({
      ...process.env,
      DATABASE_URL: undefined,
      AI_BASE_URL: undefined,
      DEMO_DATA: 'true',
      DATA_DIR: '/tmp/stride-bench-assistant',
    }),
    pgliteDir: 'memory://',
    logLevel: 'warn',
    clock,
  };
  // PostgreSQL when DATABASE_URL is set (a fresh database of its own), else the embedded one
  const pgUrl = process.env.DATABASE_URL?.trim() || null;
  let url: string | null = null;
  if (pgUrl) {
    const name = `bench_assistant_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(pgUrl);
    u.pathname = `/${name}`;
    url = u.href;
  }
  const database = await openDatabase({
    databaseUrl: url,
    pgliteDir: 'memory://',
    ...(url ? { poolSize: 10 } : {}),
  });
  await migrateDatabase(database);
  if (url) countTrips(pg.Client.prototype as unknown as { query: (...a: never[]) => unknown });
  else countTrips((database.db as unknown as { $client: { query: (...a: never[]) => unknown } }).$client);
  const app = await buildApp(config, database);
  await app.ready();
  await seedDemoData(app.stride);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const people = [
    'member@demo.test',
    'manager@demo.test',
    'admin@demo.test',
    'user@demo.test',
    'buyer@demo.test',
  ];
  const tokens: string[] = [];
  for (const email of people) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    tokens.push(res.json().access_token as string);
  }

  /** one question: ms to the first `delta` event, and to the end of the stream (with the moments, for the trips) */
  async function one(i: number): Promise<{ first: number; total: number; start: number; at: number }> {
    const start = performance.now();
    const res = await fetch(`${address}/api/ai/agent/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: QUESTIONS[i % QUESTIONS.length] }),
    });
    if (res.status !== 200 || !res.body) throw new Error(`chat answered ${res.status}: ${await res.text()}`);
    const decoder = new TextDecoder();
    let text = '';
    let first = 0;
    for await (const piece of res.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(piece, { stream: true });
      if (!first && text.includes('event: delta')) first = performance.now() - start;
    }
    if (!text.includes('event: done')) throw new Error('the stream ended without done');
    return { first, total: performance.now() - start, start, at: start + first };
  }

  /** one asker alone, each question in turn: the timings load changes least, and the SQL round trips */
  async function alone(label: string) {
    const firstMs: number[] = [];
    const totalMs: number[] = [];
    const before: number[] = [];
    const all: number[] = [];
    const cpu = process.cpuUsage();
    const n = QUESTIONS.length * 5;
    for (let i = 0; i < n; i++) {
      clock.advance(61_000);
      trips.length = 0;
      const x = await one(i);
      const end = x.start + x.total;
      firstMs.push(x.first);
      totalMs.push(x.total);
      before.push(trips.filter((t) => t >= x.start && t <= x.at).length);
      all.push(trips.filter((t) => t >= x.start && t <= end).length);
    }
    const used = process.cpuUsage(cpu);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return (
      `${label}: first piece median ${median(firstMs).toFixed(1)} ms, whole answer median ${median(totalMs).toFixed(1)} ms; ` +
      `SQL round trips per chat before the first piece ${Math.min(...before)}-${Math.max(...before)}, ` +
      `in all ${Math.min(...all)}-${Math.max(...all)}; this process's CPU ${Math.round((used.user + used.system) / n)} µs per chat`
    );
  }

  const firsts: number[] = [];
  const totals: number[] = [];
  // a warm-up round (MiniSearch indexes, prepared statements), not counted
  await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => one(i)));
  const aloneFigures = await alone('alone (one chat at a time)');
  for (let r = 0; r < rounds * 5; r++) {
    clock.advance(61_000);
    const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => one(i + r)));
    for (const x of results) {
      firsts.push(x.first);
      totals.push(x.total);
    }
  }
  await app.close();
  await database.close();
  if (pgUrl && url) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)}`);
    await admin.end();
  }
  firsts.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  log(
    `\n==== Assistant: offline coach, ${CONCURRENT} concurrent chats, ${firsts.length} answers (${url ? 'PostgreSQL' : 'embedded database'}) ====\n`,
  );
  log(
    `time to first streamed piece: p50 ${pct(firsts, 50).toFixed(1)} ms, p99 ${pct(firsts, 99).toFixed(1)} ms (aim: p99 < 100 ms)`,
  );
  log(
    `whole answer streamed:        p50 ${pct(totals, 50).toFixed(1)} ms, p99 ${pct(totals, 99).toFixed(1)} ms`,
  );
  log(aloneFigures);
  log(
    `load average: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  return { p50: pct(firsts, 50), p99: pct(firsts, 99) };
}
