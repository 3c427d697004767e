import type { Database, Db } from '../db/client';
import { jobs } from './tables';

/** A job a worker has claimed: it holds the lease until it records the result. */
export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

/**
 * The jobs table's queries. Every time is the platform clock's, passed as a parameter (never SQL now()), so tests
 * move time and the lease, back-off and schedules follow.
 */
export function createJobsRepo(database: Database) {
  const iso = (d: Date) => d.toISOString();
  return {
    /** Adds a job in the caller's transaction; null when its dedupe key was enqueued before. */
    async insert(
      executor: Pick<Db, 'insert'>,
      job: {
        name: string;
        payload: unknown;
        runAt: Date;
        dedupeKey: string | null;
        maxAttempts: number;
        now: Date;
      },
    ): Promise<number | null> {
      const rows = await executor
        .insert(jobs)
        .values({
          name: job.name,
          payload: job.payload,
          runAt: job.runAt,
          dedupeKey: job.dedupeKey,
          maxAttempts: job.maxAttempts,
          createdAt: job.now,
        })
        .onConflictDoNothing({ target: jobs.dedupeKey })
        .returning({ id: jobs.id });
      return rows[0]?.id ?? null;
    },

    /**
     * Claims up to `limit` due jobs in one short statement: PENDING ones whose time has come and RUNNING ones
     * whose lease ran out (their worker died). SKIP LOCKED lets several instances claim side by side.
     */
    async claim(names: string[], now: Date, lockedUntil: Date, token: string, limit: number) {
      if (names.length === 0) return [];
      const rows = await database.query<{
        id: number;
        name: string;
        payload: unknown;
        attempts: number;
        max_attempts: number;
        run_at: Date | string;
      }>(
        `UPDATE jobs SET status = 'RUNNING', attempts = attempts + 1, locked_until = $2, locked_by = $3
         WHERE id IN (
           SELECT id FROM jobs
           WHERE name IN (SELECT jsonb_array_elements_text($4::jsonb))
             AND ((status = 'PENDING' AND run_at <= $1) OR (status = 'RUNNING' AND locked_until <= $1))
           ORDER BY run_at, id
           LIMIT $5
           FOR UPDATE SKIP LOCKED)
         RETURNING id, name, payload, attempts, max_attempts, run_at`,
        [iso(now), iso(lockedUntil), token, JSON.stringify(names), limit],
      );
      return rows.map(
        (r): ClaimedJob => ({
          id: r.id,
          name: r.name,
          payload: r.payload,
          attempts: r.attempts,
          maxAttempts: r.max_attempts,
          runAt: new Date(r.run_at),
        }),
      );
    },

    /** Records success, only while this claim still holds the job. */
    async done(id: number, token: string, now: Date) {
      await database.query(
        `UPDATE jobs SET status = 'DONE', finished_at = $3, locked_until = NULL, last_error = NULL
         WHERE id = $1 AND locked_by = $2 AND status = 'RUNNING'`,
        [id, token, iso(now)],
      );
    },

    /** Records a failure: PENDING again at `retryAt`, or FAILED when the job used its attempts. */
    async failed(id: number, token: string, now: Date, retryAt: Date, error: string) {
      const rows = await database.query<{ status: string }>(
        `UPDATE jobs SET
           status = CASE WHEN attempts >= max_attempts THEN 'FAILED' ELSE 'PENDING' END,
           finished_at = CASE WHEN attempts >= max_attempts THEN $3::timestamptz ELSE NULL END,
           run_at = $4, last_error = $5, locked_until = NULL, locked_by = NULL
         WHERE id = $1 AND locked_by = $2 AND status = 'RUNNING'
         RETURNING status`,
        [id, token, iso(now), iso(retryAt), error.slice(0, 1000)],
      );
      return rows[0]?.status ?? null;
    },

    /** A FAILED job goes back to PENDING with its attempts reset; false when there is no failed job by that id. */
    async retry(id: number, now: Date): Promise<boolean> {
      const rows = await database.query(
        `UPDATE jobs SET status = 'PENDING', attempts = 0, run_at = $2, finished_at = NULL, last_error = NULL
         WHERE id = $1 AND status = 'FAILED' RETURNING id`,
        [id, iso(now)],
      );
      return rows.length > 0;
    },

    async get(id: number) {
      const rows = await database.query<{
        id: number;
        name: string;
        status: string;
        attempts: number;
        run_at: Date | string;
        last_error: string | null;
        payload: unknown;
      }>('SELECT id, name, status, attempts, run_at, last_error, payload FROM jobs WHERE id = $1', [id]);
      const r = rows[0];
      return r
        ? {
            id: r.id,
            name: r.name,
            status: r.status as 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED',
            attempts: r.attempts,
            runAt: new Date(r.run_at),
            lastError: r.last_error,
            payload: r.payload,
          }
        : null;
    },

    /** Forgets finished jobs older than `before` (a schedule slot or a mail's key is long past by then). */
    async purgeDone(before: Date) {
      await database.query(`DELETE FROM jobs WHERE status = 'DONE' AND finished_at < $1`, [iso(before)]);
    },
  };
}
export type JobsRepo = ReturnType<typeof createJobsRepo>;
