import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';

/** The table a throttle counts in: one row per key with its count and the start of its window. */
export type ThrottleTable = PgTable & { key: PgColumn; count: PgColumn; windowStart: PgColumn };

export interface ThrottleOptions {
  table: ThrottleTable;
  /** keys of one throttle share the table with other throttles' keys: this prefix keeps them apart */
  scope: string;
  /** how many counted attempts a key may make in one window */
  limit: number;
  windowSeconds: number;
  /** the 429 the caller sees; retry-after is set as a header */
  refusal: { code: string; message: (minutes: number) => string };
}

interface Counted {
  count: number;
  windowStart: Date;
}

/**
 * Counts attempts per key in a fixed window, in the database, so every instance sees the same count
 * (decision 0022). A key past its limit is refused with 429 and Retry-After until its window ends; the first
 * attempt after the window starts a new one.
 */
export function createThrottle(db: Db, options: ThrottleOptions) {
  const { table, limit, windowSeconds } = options;
  const keyOf = (key: string) => `${options.scope}|${key}`;
  const expired = sql`${table.windowStart} < now() - make_interval(secs => ${windowSeconds})`;

  function refuse(row: Counted, minRetryAfter: number) {
    const retryAfter = Math.max(
      minRetryAfter,
      Math.ceil((row.windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000),
    );
    if (retryAfter <= 0) return;
    throw new AppError(429, options.refusal.message(Math.ceil(retryAfter / 60)), options.refusal.code, {
      'retry-after': String(retryAfter),
    });
  }

  async function count(key: string): Promise<Counted> {
    const rows = (await db
      .insert(table)
      .values({ key: keyOf(key), count: 1, windowStart: new Date() } as never)
      .onConflictDoUpdate({
        target: table.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${table.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${table.windowStart} END`,
        } as never,
      })
      .returning({ count: table.count, windowStart: table.windowStart })) as Counted[];
    return rows[0] as Counted;
  }

  return {
    /** Refuses the key when its attempts have reached the limit and its window still runs (nothing is counted). */
    async check(key: string): Promise<void> {
      const [row] = (await db
        .select({ count: table.count, windowStart: table.windowStart })
        .from(table)
        .where(eq(table.key, keyOf(key)))) as Counted[];
      if (row && row.count >= limit) refuse(row, 0);
    },
    /** Counts one attempt (a failed sign-in, say) without refusing it. */
    async hit(key: string): Promise<void> {
      await count(key);
    },
    /** Counts this attempt and refuses it when it goes past the limit. */
    async take(key: string): Promise<void> {
      const row = await count(key);
      if (row.count > limit) refuse(row, 1);
    },
    /** Gives one counted attempt back (an attempt that turned out not to count: a success, a busy server). */
    async release(key: string): Promise<void> {
      await db
        .update(table)
        .set({ count: sql`GREATEST(${table.count} - 1, 0)` } as never)
        .where(eq(table.key, keyOf(key)));
    },
    /** Forgets the key's attempts (a successful sign-in). */
    async clear(key: string): Promise<void> {
      await db.delete(table).where(eq(table.key, keyOf(key)));
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
