import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Clock } from '../src/server/platform/clock';
import { type Database, openDatabase } from '../src/server/platform/db/client';
import { migrateDatabase } from '../src/server/platform/db/migrate';

/** A fresh database on the server of `adminUrl`, dropped afterwards. */
export async function withFreshDatabase<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `stride_bench_fb_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

/**
 * The server built in this process on the (fresh) PostgreSQL database at `url`, migrated here, without demo data
 * and on the given clock, for a bench that drives its jobs directly; closed afterwards.
 */
export async function withInProcessApp<T>(
  url: string,
  clock: Clock,
  fn: (parts: { app: Awaited<ReturnType<typeof buildApp>>; database: Database }) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  await migrateDatabase(database);
  const app = await buildApp(
    {
      ...loadConfig({ ...process.env, DATABASE_URL: url, DEMO_DATA: 'false', LOG_LEVEL: 'warn' }),
      clock,
      webDir: '/nonexistent',
      dataDir: '/tmp',
      jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
    },
    database,
  );
  await app.ready();
  try {
    return await fn({ app, database });
  } finally {
    await app.close();
    await database.close();
  }
}
