import type { JobStatus, JobsResponse } from '../../../../shared/contracts/jobs-view';
import { conflict, notFound } from '../../../platform/http/errors';
import type { JobsViewRepo } from './repo';

const LIMIT = 50;

/** The operators' view of the jobs platform: counts per kind, the newest jobs of a status, retrying a failed one. */
export function createJobsViewService(deps: { retry(id: number): Promise<boolean> }, repo: JobsViewRepo) {
  return {
    async list(status: JobStatus, name: string | undefined): Promise<JobsResponse> {
      const kinds = new Map<string, JobsResponse['kinds'][number]>();
      for (const r of await repo.countsByKind()) {
        const k = kinds.get(r.name) ?? { name: r.name, pending: 0, running: 0, done: 0, failed: 0 };
        const key = r.status.toLowerCase() as 'pending' | 'running' | 'done' | 'failed';
        if (key in k) k[key] += Number(r.n);
        kinds.set(r.name, k);
      }
      const items = (await repo.newest(status, name, LIMIT)).map((j) => ({
        ...j,
        status: j.status as JobStatus,
        runAt: j.runAt.toISOString(),
        createdAt: j.createdAt.toISOString(),
        finishedAt: j.finishedAt?.toISOString() ?? null,
      }));
      return { kinds: [...kinds.values()], items };
    },
    /** A FAILED job runs again with fresh attempts; another status is 409, an unknown id 404. */
    async retry(id: number): Promise<{ retried: true }> {
      if (await deps.retry(id)) return { retried: true };
      const status = await repo.statusOf(id);
      if (status === null) throw notFound('This job');
      throw conflict(`Only a failed job can be retried; this one is ${status}.`, 'JOB_NOT_FAILED');
    },
  };
}
export type JobsViewService = ReturnType<typeof createJobsViewService>;
