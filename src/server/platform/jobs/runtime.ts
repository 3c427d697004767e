import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/client';
import { nextCronTime, nextEveryTime, parseCron } from './cron';
import { type ClaimedJob, createJobsRepo } from './repo';
import type {
  EnqueueOptions,
  JobDefinition,
  JobName,
  JobPayloads,
  JobsQueue,
  ScheduleDefinition,
} from './types';

const DEFAULTS = { maxAttempts: 5, backoffMs: 10_000, maxBackoffMs: 5 * 60_000 };

/** The delay before attempt `attempt + 1` after `attempt` failed: doubled each time, capped. */
export function backoffDelay(
  def: Pick<JobDefinition, 'backoffMs' | 'maxBackoffMs'>,
  attempt: number,
): number {
  const base = def.backoffMs ?? DEFAULTS.backoffMs;
  const cap = def.maxBackoffMs ?? DEFAULTS.maxBackoffMs;
  return Math.min(cap, base * 2 ** Math.max(0, Math.min(attempt - 1, 30)));
}

export interface JobsRuntimeOptions {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** how often the poll loop looks for due jobs (default 1 s) */
  pollMs?: number;
  /** how long a claim holds a job before another worker may take it over (default 5 min) */
  leaseMs?: number;
  /** jobs run side by side per claim (default 4) */
  concurrency?: number;
  /** finished jobs are kept this long (default 7 days) */
  keepDoneMs?: number;
}

/**
 * The durable jobs runtime (decision 0019): a `jobs` table claimed with FOR UPDATE SKIP LOCKED. A claim is one
 * short statement that marks the jobs RUNNING with a lease; the handler runs outside any transaction; the result
 * is recorded in another statement. A worker killed mid-job leaves a RUNNING job whose lease runs out, and the
 * next claim takes it again.
 */
export function createJobsRuntime(opts: JobsRuntimeOptions) {
  const { clock, log } = opts;
  const repo = createJobsRepo(opts.database);
  const pollMs = opts.pollMs ?? 1000;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const concurrency = opts.concurrency ?? 4;
  const keepDoneMs = opts.keepDoneMs ?? 7 * 86_400_000;
  const definitions = new Map<string, JobDefinition>();
  const schedules: { def: ScheduleDefinition; next: (after: Date) => Date; ensured: number }[] = [];
  let loop: Promise<void> | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;
  let lastPurge = 0;
  /** handlers running now in this instance (poll loop and runDue callers), by job name */
  const inFlight = new Map<Promise<void>, string>();
  /** claims on their way to the database; each leaves the set once what it brought back is in flight */
  const claiming = new Set<Promise<unknown>>();

  function kick() {
    wake?.();
  }

  /** Enqueues the next slot of every schedule (idempotent: the slot's dedupe key is unique). */
  async function ensureSchedules(now: Date) {
    for (const s of schedules) {
      const slot = s.next(now);
      if (slot.getTime() === s.ensured) continue;
      await repo.insert(opts.database.db, {
        name: s.def.job,
        payload: s.def.payload,
        runAt: slot,
        dedupeKey: `schedule:${s.def.key}:${slot.toISOString()}`,
        maxAttempts: definitions.get(s.def.job)?.maxAttempts ?? DEFAULTS.maxAttempts,
        now,
      });
      s.ensured = slot.getTime();
    }
  }

  async function runOne(job: ClaimedJob, token: string) {
    const def = definitions.get(job.name);
    if (!def) return;
    try {
      await def.handler(job.payload as never, {
        id: job.id,
        attempt: job.attempts,
        runAt: job.runAt,
        maxAttempts: job.maxAttempts,
      });
      await repo.done(job.id, token, clock.now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const now = clock.now();
      const status = await repo.failed(
        job.id,
        token,
        now,
        new Date(now.getTime() + backoffDelay(def, job.attempts)),
        message,
      );
      const entry = { jobId: job.id, job: job.name, attempt: job.attempts, reason: message };
      if (status === 'FAILED') log.error(entry, 'job failed for good');
      else log.warn(entry, 'job failed, will retry');
    }
  }

  function track(job: ClaimedJob, token: string): Promise<void> {
    const running = runOne(job, token)
      // the lease then runs out and the job is run again
      .catch((err) => log.error({ err, jobId: job.id }, 'job result not recorded'))
      .finally(() => inFlight.delete(running));
    inFlight.set(running, job.name);
    return running;
  }

  /**
   * Runs every job due now by the clock (claimed in batches) until none is left, and waits for the ones this
   * instance's poll loop is running meanwhile; answers how many this call ran.
   */
  async function runDue(only?: JobName[]): Promise<number> {
    const names = only ?? [...definitions.keys()];
    let ran = 0;
    // a stopped runtime claims nothing more: the app ends the database pool right after stop() (issue 33 point 14)
    if (stopped) return ran;
    const now = clock.now();
    await ensureSchedules(now);
    if (now.getTime() - lastPurge > 3_600_000) {
      lastPurge = now.getTime();
      await repo.purgeDone(new Date(now.getTime() - keepDoneMs));
    }
    for (;;) {
      const token = randomUUID();
      const at = clock.now();
      const pending = repo.claim(names, at, new Date(at.getTime() + leaseMs), token, concurrency);
      claiming.add(pending);
      let batch: ClaimedJob[];
      try {
        batch = await pending;
      } finally {
        claiming.delete(pending);
      }
      // tracked in the same step as the claim leaves the set, so a caller waiting on the claim then sees the jobs
      const running = batch.map((job) => track(job, token));
      if (batch.length > 0) {
        await Promise.all(running);
        ran += batch.length;
        if (stopped) return ran;
        continue;
      }
      // the poll loop may hold a job it claimed but has not started yet: wait for its claim, then look again
      if (claiming.size > 0 && !stopped) {
        await Promise.allSettled([...claiming]);
        continue;
      }
      const others = [...inFlight].filter(([, name]) => names.includes(name)).map(([p]) => p);
      if (others.length === 0 || stopped) return ran;
      await Promise.all(others);
    }
  }

  async function pollLoop() {
    while (!stopped) {
      try {
        await runDue();
      } catch (err) {
        log.error({ err }, 'jobs poll failed');
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  const queue: JobsQueue = {
    async enqueue<N extends JobName>(
      name: N,
      payload: JobPayloads[N],
      options: EnqueueOptions = {},
      tx?: unknown,
    ): Promise<number | null> {
      const now = clock.now();
      const id = await repo.insert((tx as Pick<Db, 'insert'> | undefined) ?? opts.database.db, {
        name,
        payload,
        runAt: options.runAt ?? now,
        dedupeKey: options.dedupeKey ?? null,
        maxAttempts: definitions.get(name)?.maxAttempts ?? DEFAULTS.maxAttempts,
        now,
      });
      // the caller's transaction commits right after; the poll loop then looks again without waiting its interval
      if (loop && (options.runAt ?? now) <= now) setTimeout(kick, 20);
      return id;
    },
  };

  return {
    ...queue,
    /** The names of the registered jobs. */
    registered: (): string[] => [...definitions.keys()],
    /** Adds the handlers of a module's jobs (before start). */
    register(defs: JobDefinition[]) {
      for (const def of defs) {
        if (definitions.has(def.name)) throw new Error(`job "${def.name}" is registered twice`);
        definitions.set(def.name, def);
      }
    },
    /** Adds a module's schedules; each due slot becomes one job. */
    schedule(defs: ScheduleDefinition[]) {
      for (const def of defs) {
        if (schedules.some((s) => s.def.key === def.key))
          throw new Error(`schedule "${def.key}" is declared twice`);
        let next: (after: Date) => Date;
        if (def.cron) {
          const fields = parseCron(def.cron);
          next = (after) => nextCronTime(fields, after, def.timeZone ?? 'UTC');
        } else if (def.every && def.every.ms > 0) {
          const ms = def.every.ms;
          next = (after) => nextEveryTime(ms, after);
        } else throw new Error(`schedule "${def.key}" needs cron or every`);
        schedules.push({ def, next, ensured: 0 });
      }
    },
    runDue,
    /** A FAILED job runs again (attempts start over); false when no failed job has that id. */
    retry: (id: number) => repo.retry(id, clock.now()),
    get: (id: number) => repo.get(id),
    /** Whether the poll loop runs (readiness asks). */
    isRunning: (): boolean => loop !== null && !stopped,
    /** Starts the poll loop (once the server is ready). */
    start() {
      if (loop) return;
      stopped = false;
      loop = pollLoop();
    },
    /**
     * Stops polling and waits for the running jobs to finish, at most `graceMs` (default 5 s): a job still
     * running then keeps its lease and is run again once the lease is over.
     */
    async stop(graceMs = 5000) {
      stopped = true;
      kick();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([Promise.all([loop, ...inFlight.keys()]), grace]);
      clearTimeout(timer);
      loop = null;
    },
  };
}
export type JobsRuntime = ReturnType<typeof createJobsRuntime>;
