import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Takes a transaction-scoped lock on one (scope, id) pair: every other transaction asking for the same pair
 * waits until this one commits or rolls back (decision 0025). Use it where a limit or a uniqueness rule is
 * "count, then insert" and no row of the module can be locked instead, e.g. a person's assessments of one
 * organisation. On PGlite (one connection) it costs nothing.
 */
export async function lockScope(tx: Db, scope: string, id: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${scope}), ${id}::int)`);
}
