import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { defineJob, defineSchedule, type JobsQueue } from '../../platform/jobs/types';
import type { Leader360Notify, Leader360People } from './deps';
import type { Leader360Repo, RaterRow, ReviewRow } from './repo';
import { enoughAnswers } from './review-rules';

declare module '../../platform/jobs/types' {
  interface JobPayloads {
    /** closes one 360 at the end of its window (a later extension makes this one a no-op) */
    'leader360.close': { reviewId: number };
    /** closes every 360 past its window that is still open (a net under the per-360 jobs) */
    'leader360.sweep': Record<string, never>;
  }
}

/** The web page of a person's 360 (the notification's button). */
export const pageOf = (row: Pick<ReviewRow, 'custom'>) =>
  `/explore/leader-360?customModel=${row.custom ? 'true' : 'false'}`;

/**
 * The window's end on the jobs platform: each start or extension enqueues `leader360.close` due at the window's
 * end (deduplicated per 360 and end time); a sweep every 15 minutes catches anything a job missed. Closing is
 * idempotent (a locked row, closed once); with enough answers the report is ready and the person is told.
 * Reads in between also see a 360 past its window as closed (service.ts), so nothing waits for the job.
 */
export function createClosing(deps: {
  db: Db;
  repo: Leader360Repo;
  clock: Clock;
  people: Pick<Leader360People, 'forgetUser'>;
  notify: Leader360Notify;
  jobs: JobsQueue;
}) {
  const { repo, clock } = deps;

  async function reportReady(tx: Db, row: ReviewRow, raters: RaterRow[]) {
    if (!enoughAnswers(raters)) return;
    await deps.notify(tx, {
      userId: row.userId,
      clientId: row.clientId,
      kind: 'LEADER_360',
      textKey: 'report360Ready',
      params: { name: row.title ?? '' },
      route: pageOf(row),
      dedupKey: `leader360-report:${row.id}`,
      relatedId: row.id,
      showButton: true,
      buttonText: 'open360',
    });
  }

  /** Closes the 360 if its window has ended and it is still open; answers the closed row, or null. */
  async function closeDue(reviewId: number): Promise<ReviewRow | null> {
    const closed = await deps.db.transaction(async (tx) => {
      const row = await repo.byId(reviewId, tx, true);
      if (!row || row.closedAt || clock.now() < row.windowEndsAt) return null;
      await repo.update(row.id, { closedAt: row.windowEndsAt }, tx);
      const done = { ...row, closedAt: row.windowEndsAt };
      await reportReady(tx, done, await repo.raters(row.id, tx));
      return done;
    });
    if (closed) await deps.people.forgetUser(closed.userId);
    return closed;
  }

  return {
    closeDue,
    /** The 360's close job at its window's end, in the caller's transaction. */
    schedule: (row: Pick<ReviewRow, 'id' | 'windowEndsAt'>, tx: Db) =>
      deps.jobs.enqueue(
        'leader360.close',
        { reviewId: row.id },
        { runAt: row.windowEndsAt, dedupeKey: `leader360.close:${row.id}:${row.windowEndsAt.getTime()}` },
        tx,
      ),
    jobs: [
      defineJob({ name: 'leader360.close', handler: ({ reviewId }) => closeDue(reviewId).then(() => {}) }),
      defineJob({
        name: 'leader360.sweep',
        handler: async () => {
          for (const id of await repo.dueIds(clock.now())) await closeDue(id);
        },
      }),
    ],
    schedules: [
      defineSchedule({
        key: 'leader360.sweep',
        job: 'leader360.sweep',
        payload: {},
        every: { ms: 15 * 60_000 },
      }),
    ],
  };
}
export type Closing = ReturnType<typeof createClosing>;
