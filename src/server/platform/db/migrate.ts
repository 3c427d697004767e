import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ROOT_DIR } from '../root-dir';
import type { Database } from './client';

const migrationsFolder = path.join(ROOT_DIR, 'drizzle');

/** A fixed advisory lock id so that several instances starting together migrate (and seed) one at a time. */
const MIGRATION_LOCK = 727_001;

/**
 * Runs `fn` while holding the start-up lock on PostgreSQL (PGlite has one process, so no lock is needed):
 * the demo seed runs under it too, so that two instances starting on an empty database never both seed.
 */
export function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  return database.withLock(MIGRATION_LOCK, fn);
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: driver-specific database type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  // biome-ignore lint/suspicious/noExplicitAny: driver-specific database type
  await withStartupLock(database, () => migratePg(database.db as any, { migrationsFolder }));
}
