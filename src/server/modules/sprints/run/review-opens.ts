import { localToUtc, reviewPhase } from '../../../../shared/domain/sprint-time';
import type { Db } from '../../../platform/db/client';
import { defineJob } from '../../../platform/jobs/types';
import type { SprintsDeps } from '../deps';
import type { SprintRunRepo } from './repo';
import { scheduleDates } from './schedule-dates';
import { scheduleOf } from './summary';

declare module '../../../platform/jobs/types' {
  interface JobPayloads {
    /** a sprint's last day has come: the person is told the final review is open */
    'sprint.reviewOpens': { sprintId: number; clientId: number; lastDate: string };
  }
}

/**
 * "Sprint ending": when a sprint's last day begins in the person's zone, its final review opens and the person
 * is notified (SPRINT_ENDING). A job per sprint and last day, enqueued in the transaction that fixes the last day
 * (the start, an extension), due at the last day's midnight by the platform clock. Idempotent: the job is
 * deduplicated by sprint and last day, the notification too, and a job whose last day is no longer the sprint's
 * (extended since) or whose sprint has ended does nothing.
 */
export function reviewOpensJob(deps: Pick<SprintsDeps, 'db' | 'clock' | 'notify'>, repo: SprintRunRepo) {
  return defineJob({
    name: 'sprint.reviewOpens',
    async handler({ sprintId, clientId, lastDate }) {
      await deps.db.transaction(async (tx) => {
        const s = await repo.sprint(clientId, sprintId, tx);
        const schedule = s && scheduleOf(s);
        if (!s || !schedule || s.status !== 'IN_PROGRESS') return;
        if (scheduleDates(schedule).lastDate !== lastDate) return;
        if (reviewPhase(deps.clock.now(), schedule) !== 'review-due') return;
        await deps.notify(tx, {
          userId: s.userId,
          clientId: s.clientId,
          kind: 'SPRINT_ENDING',
          textKey: 'sprintEnding',
          params: { sprint: s.label },
          route: '/sprint/dashboard',
          dedupKey: `sprint-ending:${s.id}:${lastDate}`,
          sprintId: s.id,
          relatedId: s.id,
          showButton: true,
          buttonText: 'openSprint',
        });
      });
    },
  });
}

/** Enqueues the review-opens job of a sprint's (new) last day, in the caller's transaction. */
export async function enqueueReviewOpens(
  jobs: SprintsDeps['jobs'],
  s: { id: number; clientId: number; timezone: string },
  lastDate: string,
  tx: Db,
) {
  await jobs.enqueue(
    'sprint.reviewOpens',
    { sprintId: s.id, clientId: s.clientId, lastDate },
    {
      runAt: localToUtc(lastDate, '00:00', s.timezone),
      dedupeKey: `sprint-review-opens:${s.id}:${lastDate}`,
    },
    tx,
  );
}
