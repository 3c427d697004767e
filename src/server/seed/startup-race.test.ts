import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../platform/db/client';
import { migrateDatabase } from '../platform/db/migrate';
import { testConfig } from '../testing/test-app';
import { DEMO_PEOPLE } from './demo-data';
import { seedDemoData } from './seed';

/**
 * Two instances starting together on an empty PostgreSQL database (issue 20.4): each migrates, builds and seeds
 * through its own pool, as two processes would. Runs when DATABASE_URL is set, as .ci/run does.
 */
describe.runIf(process.env.DATABASE_URL)('two instances starting together on an empty database', () => {
  const url = process.env.DATABASE_URL as string;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };

  /** What main.ts does before listening: migrate, build, seed the demo data. */
  async function start(databaseUrl: string) {
    const database = await openDatabase({ databaseUrl, pgliteDir: '', poolSize: 3 });
    try {
      await migrateDatabase(database);
      const app = await buildApp(testConfig({ databaseUrl }), database);
      try {
        const seeded = await seedDemoData(app.stride);
        const health = await app.inject({ url: '/api/health' });
        return { seeded, health: health.statusCode };
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }

  it('both come up healthy, ten times over, and the demo data is seeded once', async () => {
    for (let run = 1; run <= 10; run++) {
      const name = `stride_race_${randomBytes(5).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      try {
        const results = await Promise.allSettled([start(dbUrl.href), start(dbUrl.href)]);
        const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
        expect(failures, `run ${run}`).toEqual([]);
        const ok = results.map(
          (r) => (r as PromiseFulfilledResult<{ seeded: boolean; health: number }>).value,
        );
        expect(
          ok.map((r) => r.health),
          `run ${run}`,
        ).toEqual([200, 200]);
        expect(ok.map((r) => r.seeded).sort(), `run ${run}: exactly one seeds`).toEqual([false, true]);
        const check = await openDatabase({ databaseUrl: dbUrl.href, pgliteDir: '', poolSize: 2 });
        const [{ n }] = await check.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
        await check.close();
        // the demo people, and the Platform Team's two outside guests (one accepted, one invited; decision 0039)
        expect(n, `run ${run}`).toBe(DEMO_PEOPLE.length + 2);
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  }, 120_000);
});
