import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-app';
import { createManualClock } from '../clock';
import { type Database, openDatabase } from '../db/client';
import { createJobsRuntime, type JobsRuntime } from './runtime';
import { defineJob } from './types';

declare module './types' {
  interface JobPayloads {
    'test.count': { n: number };
    'test.flaky': { key: string };
    'test.weekly': { who: string };
    'test.slow': { n: number };
  }
}

const log = Fastify({ logger: false }).log;
let database: Database;
let drop: () => Promise<void>;
let url: string | null;
beforeAll(async () => {
  ({ database, drop, url } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const statusOf = async (id: number) =>
  (await database.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [id]))[0]?.status;

describe('jobs runtime', () => {
  const clock = createManualClock(new Date('2026-10-01T00:00:00Z'));
  let jobs: JobsRuntime;
  const seen: number[] = [];
  let flakyFailsLeft = 0;
  const flakyRuns: Date[] = [];
  const weekly: { firedAt: Date; runAt: Date }[] = [];
  beforeAll(() => {
    jobs = createJobsRuntime({ database, clock, log });
    jobs.register([
      defineJob({ name: 'test.count', handler: async ({ n }) => void seen.push(n) }),
      {
        name: 'test.flaky',
        maxAttempts: 3,
        backoffMs: 1000,
        handler: async () => {
          flakyRuns.push(clock.now());
          if (flakyFailsLeft-- > 0) throw new Error('not today');
        },
      },
      {
        name: 'test.weekly',
        handler: async (_p, ctx) => void weekly.push({ firedAt: clock.now(), runAt: ctx.runAt }),
      },
    ]);
  });

  it('runs a job enqueued in a committed transaction once, and never one whose transaction rolled back', async () => {
    const id = await database.db.transaction((tx) => jobs.enqueue('test.count', { n: 1 }, {}, tx));
    await database.db
      .transaction(async (tx) => {
        await jobs.enqueue('test.count', { n: 2 }, {}, tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(seen).toEqual([1]);
    expect(await statusOf(id!)).toBe('DONE');
  });

  it('waits for runAt by the clock', async () => {
    seen.length = 0;
    await jobs.enqueue('test.count', { n: 3 }, { runAt: new Date(clock.now().getTime() + 60_000) });
    clock.advance(59_999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    expect(seen).toEqual([3]);
  });

  it('enqueues a dedupe key once', async () => {
    seen.length = 0;
    const first = await jobs.enqueue('test.count', { n: 4 }, { dedupeKey: 'once' });
    const second = await jobs.enqueue('test.count', { n: 5 }, { dedupeKey: 'once' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    await jobs.runDue();
    expect(await jobs.enqueue('test.count', { n: 6 }, { dedupeKey: 'once' })).toBeNull();
    await jobs.runDue();
    expect(seen).toEqual([4]);
  });

  it('retries a failing job with back-off, lands it in FAILED after its limit, and retry(id) runs it again', async () => {
    flakyFailsLeft = 10;
    const start = clock.now().getTime();
    const id = (await jobs.enqueue('test.flaky', { key: 'a' }))!;
    await jobs.runDue();
    expect((await jobs.get(id))?.status).toBe('PENDING');
    clock.advance(999);
    await jobs.runDue();
    expect(flakyRuns).toHaveLength(1); // 1 s back-off not over
    clock.advance(1);
    await jobs.runDue();
    clock.advance(1999);
    await jobs.runDue();
    expect(flakyRuns).toHaveLength(2); // then 2 s
    clock.advance(1);
    await jobs.runDue();
    expect(flakyRuns.map((d) => d.getTime() - start)).toEqual([0, 1000, 3000]);
    const failed = await jobs.get(id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, lastError: 'not today' });
    clock.advance(86_400_000);
    await jobs.runDue();
    expect(flakyRuns).toHaveLength(3); // FAILED stays failed, visible

    flakyFailsLeft = 0;
    expect(await jobs.retry(id)).toBe(true);
    expect(await jobs.retry(id)).toBe(false); // only a failed job
    await jobs.runDue();
    expect(flakyRuns).toHaveLength(4);
    expect((await jobs.get(id))?.status).toBe('DONE');
  });

  it('fires a weekly schedule (Monday 09:00 in Berlin) at each weekly time over 8 weeks, across the DST change', async () => {
    jobs.schedule([
      {
        key: 'weekly-berlin',
        job: 'test.weekly',
        payload: { who: 'p' },
        cron: '0 9 * * 1',
        timeZone: 'Europe/Berlin',
      },
    ]);
    clock.set(new Date('2026-10-01T00:00:00Z')); // a Thursday
    for (let hour = 0; hour < 8 * 7 * 24; hour++) {
      await jobs.runDue();
      clock.advance(3_600_000);
    }
    expect(weekly.map((w) => w.runAt.toISOString())).toEqual([
      '2026-10-05T07:00:00.000Z',
      '2026-10-12T07:00:00.000Z',
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z', // summer time ended on 25 October: still 09:00 in Berlin
      '2026-11-02T08:00:00.000Z',
      '2026-11-09T08:00:00.000Z',
      '2026-11-16T08:00:00.000Z',
      '2026-11-23T08:00:00.000Z',
    ]);
    const berlin = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (const w of weekly) {
      expect(berlin.format(w.runAt)).toBe('Mon 09:00');
      expect(w.firedAt.getTime()).toBe(w.runAt.getTime());
    }
  }, 60_000);

  it('a second runtime (another instance) does not double a schedule slot', async () => {
    const other = createJobsRuntime({ database, clock, log });
    other.register([
      {
        name: 'test.weekly',
        handler: async () => void weekly.push({ firedAt: clock.now(), runAt: clock.now() }),
      },
    ]);
    other.schedule([
      {
        key: 'weekly-berlin',
        job: 'test.weekly',
        payload: { who: 'p' },
        cron: '0 9 * * 1',
        timeZone: 'Europe/Berlin',
      },
    ]);
    const before = weekly.length;
    for (let hour = 0; hour < 7 * 24; hour++) {
      await Promise.all([jobs.runDue(), other.runDue()]);
      clock.advance(3_600_000);
    }
    expect(weekly.length - before).toBe(1);
  }, 60_000);

  it('measures claims per second', async () => {
    const n = 500;
    for (const batch of [4, 16]) {
      seen.length = 0;
      const runner = createJobsRuntime({ database, clock, log, concurrency: batch });
      runner.register([defineJob({ name: 'test.count', handler: async ({ n }) => void seen.push(n) })]);
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < n; i++) await runner.enqueue('test.count', { n: i }, {}, tx);
      });
      const started = performance.now();
      expect(await runner.runDue(['test.count'])).toBe(n);
      const perSecond = Math.round(n / ((performance.now() - started) / 1000));
      console.log(
        `jobs on ${database.kind}: ${perSecond} claimed and run per second (batches of ${batch}, one worker)`,
      );
      expect(new Set(seen).size).toBe(n);
    }
  }, 60_000);
});

/** Starts the worker script, waits until it has claimed its job, and kills it with SIGKILL; answers the line. */
async function claimAndKill(args: string[]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/testing/jobs-worker.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const claimed = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => resolve(d.toString().trim()));
    child.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  return claimed;
}

describe.skipIf(process.env.DATABASE_URL)('a job through a kill -9 on the embedded database', () => {
  it('a server killed with SIGKILL while running a job: after a restart the job runs once, after its lease', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stride-jobs-'));
    try {
      const claimed = await claimAndKill(['pglite', dir]);
      expect(claimed).toMatch(/^claimed \d+$/);
      const id = Number(claimed.split(' ')[1]);
      const restarted = await openDatabase({ databaseUrl: null, pgliteDir: dir });
      try {
        const clock = createManualClock(new Date());
        const jobs = createJobsRuntime({ database: restarted, clock, log });
        const ran: number[] = [];
        jobs.register([defineJob({ name: 'test.slow', handler: async ({ n }) => void ran.push(n) })]);
        expect((await jobs.get(id))?.status).toBe('RUNNING');
        expect(await jobs.runDue()).toBe(0); // its lease still holds
        clock.advance(5 * 60_000 + 60_000);
        expect(await jobs.runDue()).toBe(1);
        expect(await jobs.runDue()).toBe(0);
        expect(ran).toEqual([7]);
        expect(await jobs.get(id)).toMatchObject({ status: 'DONE', attempts: 2 });
      } finally {
        await restarted.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe.runIf(process.env.DATABASE_URL)('jobs across instances on PostgreSQL', () => {
  it('two runtimes polling one database run each of 50 jobs exactly once', async () => {
    const clock = createManualClock(new Date());
    const counts = new Map<number, number>();
    const byInstance = [0, 0];
    const dbs = [
      await openDatabase({ databaseUrl: url, pgliteDir: '' }),
      await openDatabase({ databaseUrl: url, pgliteDir: '' }),
    ];
    const runtimes = dbs.map((db, i) => {
      const r = createJobsRuntime({ database: db, clock, log, pollMs: 10 });
      r.register([
        defineJob({
          name: 'test.slow',
          handler: async ({ n }) => {
            counts.set(n, (counts.get(n) ?? 0) + 1);
            byInstance[i]++;
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
        }),
      ]);
      return r;
    });
    try {
      for (const r of runtimes) r.start();
      for (let n = 0; n < 50; n++) await runtimes[n % 2].enqueue('test.slow', { n });
      await expect.poll(() => counts.size, { timeout: 15_000 }).toBe(50);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([...counts.values()].every((c) => c === 1)).toBe(true);
      expect(byInstance[0] + byInstance[1]).toBe(50);
      expect(byInstance[0]).toBeGreaterThan(0);
      expect(byInstance[1]).toBeGreaterThan(0);
    } finally {
      for (const r of runtimes) await r.stop();
      for (const db of dbs) await db.close();
    }
  });

  it('a job whose worker was killed with SIGKILL mid-run runs again, once, after its lease', async () => {
    const clock = createManualClock(new Date());
    const jobs = createJobsRuntime({ database, clock, log });
    const ran: number[] = [];
    jobs.register([defineJob({ name: 'test.slow', handler: async ({ n }) => void ran.push(n) })]);
    const id = (await jobs.enqueue('test.slow', { n: 42 }))!;

    expect(await claimAndKill([url!])).toBe(`claimed ${id}`);
    expect(await statusOf(id)).toBe('RUNNING');

    expect(await jobs.runDue()).toBe(0); // its lease still holds
    clock.advance(5 * 60_000 + 60_000); // the lease (5 min from the claim) is over
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(ran).toEqual([42]);
    expect(await jobs.get(id)).toMatchObject({ status: 'DONE', attempts: 2 });
  }, 60_000);
});

describe('stopping the runtime before the pool ends (issue 33 point 14)', () => {
  it('claims nothing once stop() has answered, even when a job outlives the grace', async () => {
    const own = await openTestDatabase();
    const clock = createManualClock(new Date('2026-10-01T00:00:00Z'));
    const runtime = createJobsRuntime({ database: own.database, clock, log, concurrency: 1, pollMs: 10 });
    let release: () => void = () => undefined;
    const started: number[] = [];
    runtime.register([
      defineJob({
        name: 'test.slow',
        handler: async ({ n }) => {
          started.push(n);
          if (n === 1) await new Promise<void>((r) => (release = r));
        },
      }),
    ]);
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await runtime.enqueue('test.slow', { n }));
    runtime.start();
    while (started.length === 0) await new Promise((r) => setTimeout(r, 5));
    // the first job outlives the grace: stop answers while it still runs
    await runtime.stop(20);
    release();
    await new Promise((r) => setTimeout(r, 200));
    // the app then ends the pool: nothing may claim after stop() answered
    expect(started).toEqual([1]);
    const statuses = await own.database.query<{ status: string }>(
      'SELECT status FROM jobs WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    expect(statuses.map((s) => s.status)).toEqual(['DONE', 'PENDING', 'PENDING']);
    await own.database.close();
    await own.drop();
  });
});
