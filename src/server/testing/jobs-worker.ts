/**
 * A worker process for the kill -9 test: it opens the database, claims the due `test.slow` job, says so on
 * stdout and then hangs in the handler until it is killed.
 */
import Fastify from 'fastify';
import { systemClock } from '../platform/clock';
import { openDatabase } from '../platform/db/client';
import { createJobsRuntime } from '../platform/jobs/runtime';
import type { JobDefinition } from '../platform/jobs/types';

const databaseUrl = process.argv[2];
const database = await openDatabase({ databaseUrl, pgliteDir: '', poolSize: 2 });
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
await jobs.runDue();
