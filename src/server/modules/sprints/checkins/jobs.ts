import { localDateOf } from '../../../../shared/domain/sprint-time';
import type { Db } from '../../../platform/db/client';
import { defineJob, defineSchedule } from '../../../platform/jobs/types';
import type { SprintsDeps } from '../deps';
import type { CheckInRepo, CheckInRow } from './repo';
import { checkInSlots } from './service';

declare module '../../../platform/jobs/types' {
  interface JobPayloads {
    /** creates missing check-in rows of sprints in progress and opens every check-in that is due */
    'sprint.openCheckIns': Record<string, never>;
  }
}

/** How often due check-ins are looked for (a check-in opens at most this late). */
export const OPEN_CHECK_INS_EVERY_MS = 60_000;
const BATCH = 500;

/**
 * The job that opens check-ins on time without anyone signed in: every minute (one job per slot across
 * instances), it creates the rows of new check-in dates, then claims the due ones (opened_at set in the claiming
 * statement, so a repeated or concurrent run finds nothing) and notifies the person in the same transaction
 * (deduplicated per check-in). Of several due at once in one sprint (the server was down), only the latest is
 * announced: the older ones are missed already.
 */
export function createCheckInJobs(deps: Pick<SprintsDeps, 'db' | 'clock' | 'notify'>, repo: CheckInRepo) {
  async function announce(rows: CheckInRow[], tx: Db) {
    const latest = new Map<number, CheckInRow>();
    for (const r of rows) {
      const seen = latest.get(r.sprintId);
      if (!seen || seen.dueAt < r.dueAt) latest.set(r.sprintId, r);
    }
    for (const r of latest.values())
      await deps.notify(tx, {
        userId: r.userId,
        clientId: r.clientId,
        kind: 'CHECK_IN',
        type: 'WEEKLY_CHECKIN',
        textKey: 'checkInDue',
        route: '/sprint/dashboard',
        dedupKey: `check-in:${r.id}`,
        sprintId: r.sprintId,
        relatedId: r.id,
        showButton: true,
        buttonText: 'checkIn',
        status: 'ACTIVE',
        checkInDate: localDateOf(r.dueAt, 'UTC'),
      });
  }

  /** One run: rows for every sprint in progress, then the due ones opened. Answers how many were opened. */
  async function openDue(): Promise<number> {
    for (const s of await repo.sprintsInProgress()) await repo.ensure(s, checkInSlots(s));
    let opened = 0;
    for (;;) {
      const n = await deps.db.transaction(async (tx: Db) => {
        const rows = await repo.claimDue(deps.clock.now(), BATCH, tx);
        await announce(rows, tx);
        return rows.length;
      });
      opened += n;
      if (n < BATCH) return opened;
    }
  }

  return {
    openDue,
    jobs: [
      defineJob({ name: 'sprint.openCheckIns', maxAttempts: 3, handler: async () => void (await openDue()) }),
    ],
    schedules: [
      defineSchedule({
        key: 'sprint.openCheckIns',
        job: 'sprint.openCheckIns',
        payload: {},
        every: { ms: OPEN_CHECK_INS_EVERY_MS },
      }),
    ],
  };
}
