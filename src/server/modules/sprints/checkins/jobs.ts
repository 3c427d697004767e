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
  /** a team sprint's check-in opens the team's sprint dashboard (issue 13), a personal one the person's */
  async function announce(rows: CheckInRow[], tx: Db, teams: Map<number, number>) {
    // per sprint and person: a team sprint's members each have their own check-in
    const latest = new Map<string, CheckInRow>();
    for (const r of rows) {
      const key = `${r.sprintId}:${r.userId}`;
      const seen = latest.get(key);
      if (!seen || seen.dueAt < r.dueAt) latest.set(key, r);
    }
    for (const r of latest.values()) {
      const teamId = teams.get(r.sprintId) ?? null;
      await deps.notify(tx, {
        userId: r.userId,
        clientId: r.clientId,
        kind: 'CHECK_IN',
        type: 'WEEKLY_CHECKIN',
        textKey: teamId ? 'teamCheckInDue' : 'checkInDue',
        route: teamId ? `/teams/v2/${teamId}/sprint/dashboard` : '/sprint/dashboard',
        ...(teamId ? { teamId } : {}),
        dedupKey: `check-in:${r.id}`,
        sprintId: r.sprintId,
        relatedId: r.id,
        showButton: true,
        buttonText: 'checkIn',
        status: 'ACTIVE',
        checkInDate: localDateOf(r.dueAt, 'UTC'),
      });
    }
  }

  /** One run: rows for every sprint in progress, then the due ones opened. Answers how many were opened. */
  async function openDue(): Promise<number> {
    const running = await repo.sprintsInProgress();
    const teams = new Map(running.flatMap((s) => (s.teamId ? [[s.id, s.teamId] as const] : [])));
    for (const s of running)
      for (const userId of await repo.checkInUserIds(s)) await repo.ensure({ ...s, userId }, checkInSlots(s));
    let opened = 0;
    for (;;) {
      const n = await deps.db.transaction(async (tx: Db) => {
        const rows = await repo.claimDue(deps.clock.now(), BATCH, tx);
        await announce(rows, tx, teams);
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
