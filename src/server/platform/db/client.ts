import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
// biome-ignore lint/suspicious/noExplicitAny: both drivers' result kinds are accepted
export type Db = PgDatabase<PgQueryResultHKT | any>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL with positional parameters, for the few places that need it (jobs, benchmarks, locks). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn while holding a PostgreSQL advisory lock (several instances starting at once); PGlite has one user. */
  withLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's use now (metrics) */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

export interface OpenOptions {
  databaseUrl: string | null;
  /** a folder for PGlite, or 'memory://' */
  pgliteDir: string;
  /** a PGlite data dir dump to start from (tests: a migrated snapshot) */
  pgliteSnapshot?: Blob;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: Math.max(2, opts.poolSize ?? 20) });
    pool.on('error', () => {
      /* an idle client died; the pool replaces it */
    });
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
      withLock: async (lockId, fn) => {
        const conn = await pool.connect();
        try {
          await conn.query('SELECT pg_advisory_lock($1)', [lockId]);
          return await fn();
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
          conn.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
    };
  }
  const client = opts.pgliteSnapshot
    ? new PGlite({ loadDataDir: opts.pgliteSnapshot })
    : new PGlite(opts.pgliteDir === 'memory://' ? undefined : opts.pgliteDir);
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    withLock: (_lockId, fn) => fn(),
    close: () => client.close(),
  };
}

/** Exposed for tests that snapshot a migrated PGlite. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('gzip');
}
