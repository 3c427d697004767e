import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Durable jobs (decision 0019). A job is PENDING until its run_at, RUNNING while a worker holds its lease
 * (locked_until; a crashed worker's job is picked up again after it), then DONE or FAILED (kept, retryable).
 * Due-ness is always compared with the platform clock's time passed in, never SQL now().
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** PENDING, RUNNING, DONE, FAILED */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** a RUNNING job's lease; after it the job is due again (its worker died) */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** the claim that holds the lease, so a worker whose lease ran out cannot record over a newer claim */
    lockedBy: text('locked_by'),
    /** a producer's idempotency key: a key is enqueued once (a schedule's slot, a mail's delivery) */
    dedupeKey: text('dedupe_key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'PENDING'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'RUNNING'`),
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
