/**
 * A worker process for the kill -9 tests: it opens the database (a PostgreSQL URL, or a PGlite data folder that
 * it migrates and gives a `test.slow` job), claims the due `test.slow` job, says so on stdout and then hangs in
 * the handler until it is killed.
 */
import Fastify from 'fastify';
import { systemClock } from '../platform/clock';
import { openDatabase } from '../platform/db/client';
import { migrateDatabase } from '../platform/db/migrate';
import { createJobsRuntime } from '../platform/jobs/runtime';
import type { JobDefinition } from '../platform/jobs/types';

const [target, where] = process.argv.slice(2);
const database =
  target === 'pglite'
    ? await openDatabase({ databaseUrl: null, pgliteDir: where })
    : await openDatabase({ databaseUrl: target, pgliteDir: '', poolSize: 2 });
const jobs = createJobsRuntime({ database, clock: systemClock, log: Fastify({ logger: false }).log });
jobs.register([
  {
    name: 'test.slow',
    handler: async (_payload: unknown, ctx: { id: number }) => {
      process.stdout.write(`claimed ${ctx.id}\n`);
      await new Promise(() => undefined); // never finishes: the test kills this process
    },
  } as unknown as JobDefinition,
]);
if (target === 'pglite') {
  await migrateDatabase(database);
  await (jobs.enqueue as (name: string, payload: unknown) => Promise<number | null>)('test.slow', { n: 7 });
}
await jobs.runDue();
