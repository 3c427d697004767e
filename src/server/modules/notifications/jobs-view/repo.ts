import { and, desc, eq, sql } from 'drizzle-orm';
import type { JobStatus } from '../../../../shared/contracts/jobs-view';
import type { Db } from '../../../platform/db/client';
import { jobs } from '../../../platform/jobs/tables';

/** Read-only queries over the platform's jobs table for the operators' view (retrying goes through the platform). */
export function createJobsViewRepo(db: Db) {
  return {
    async countsByKind() {
      const rows = await db
        .select({ name: jobs.name, status: jobs.status, n: sql<number>`count(*)::int` })
        .from(jobs)
        .groupBy(jobs.name, jobs.status)
        .orderBy(jobs.name);
      return rows;
    },
    async newest(status: JobStatus, name: string | undefined, limit: number) {
      return db
        .select({
          id: jobs.id,
          name: jobs.name,
          status: jobs.status,
          attempts: jobs.attempts,
          maxAttempts: jobs.maxAttempts,
          runAt: jobs.runAt,
          createdAt: jobs.createdAt,
          finishedAt: jobs.finishedAt,
          lastError: jobs.lastError,
        })
        .from(jobs)
        .where(and(eq(jobs.status, status), name ? eq(jobs.name, name) : undefined))
        .orderBy(desc(jobs.id))
        .limit(limit);
    },
    async statusOf(id: number): Promise<string | null> {
      const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
      return row?.status ?? null;
    },
  };
}
export type JobsViewRepo = ReturnType<typeof createJobsViewRepo>;
