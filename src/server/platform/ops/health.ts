import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { livenessResponse, type Readiness, readinessResponse } from '../../../shared/contracts/ops';
import { access } from '../auth/access';
import type { Database } from '../db/client';
import { ROOT_DIR } from '../root-dir';
import type { Lifecycle } from './lifecycle';

/** The newest migration this version ships (drizzle's journal), as drizzle records it when applied. */
export function newestMigrationMillis(folder = path.join(ROOT_DIR, 'drizzle')): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Whether the database holds every migration this version ships. */
export async function migrationsApplied(database: Database, newest: number): Promise<boolean> {
  const rows = await database.query<{ newest: string | number | null }>(
    'SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.newest ?? 0) >= newest;
}

/**
 * Liveness and readiness as two calls (issue 34, point 3): `/api/health/live` answers while the process
 * does; `/api/health/ready` answers 200 only while the database answers, the migrations are applied, the
 * jobs platform runs and the instance is not draining, otherwise 503 with the failing checks.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { database: Database; jobsRunning: () => boolean; lifecycle: Lifecycle },
) {
  const newest = newestMigrationMillis();
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/health/live',
    {
      config: { access: access.anonymous() },
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the process answers',
        response: { 200: livenessResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  typed.get(
    '/api/health/ready',
    {
      config: { access: access.anonymous() },
      schema: {
        tags: ['platform'],
        summary: 'Readiness: the instance can take work (database, migrations, jobs, not draining)',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      let database = false;
      let migrations = false;
      try {
        await deps.database.query('SELECT 1');
        database = true;
        migrations = await migrationsApplied(deps.database, newest);
      } catch (err) {
        app.log.warn({ err: (err as Error).message }, 'readiness: the database does not answer');
      }
      const checks: Readiness['checks'] = {
        database,
        migrations,
        jobs: deps.jobsRunning(),
        accepting: !deps.lifecycle.draining,
      };
      const ready = Object.values(checks).every(Boolean);
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
    },
  );
}
