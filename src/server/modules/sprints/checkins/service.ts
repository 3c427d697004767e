import type { CheckIn, UpdateCheckInBody } from '../../../../shared/contracts/check-ins';
import { checkInTypeAt, furthestStep } from '../../../../shared/domain/check-in-steps';
import { checkInState } from '../../../../shared/domain/sprint-cards';
import { checkInDates, localDateOf } from '../../../../shared/domain/sprint-time';
import type { CheckInStatus, CheckInStep, CheckInType } from '../../../../shared/sprint-enums';
import type { Principal } from '../../../platform/auth/access';
import type { Db } from '../../../platform/db/client';
import { conflict, notFound, unprocessable } from '../../../platform/http/errors';
import type { SprintsDeps } from '../deps';
import { scheduleOf } from '../run/summary';
import type { CheckInRepo, CheckInRow, CheckInScoreRow, SprintRow } from './repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const CLOSED: readonly (string | null)[] = ['COMPLETED', 'SKIPPED'];

/** The check-in dates of a sprint with their types (FIRST, WEEKLY..., FINAL). */
export function checkInSlots(s: SprintRow): Array<{ dueAt: Date; type: CheckInType }> {
  const schedule = scheduleOf(s);
  if (!schedule) return [];
  const dates = checkInDates(schedule);
  return dates.map((dueAt, i) => ({ dueAt, type: checkInTypeAt(i, dates.length) }));
}

/**
 * Where a check-in stands at `now`: completed or skipped once closed; future before it is due; open while it is
 * the latest one due of a sprint in progress; incomplete once the next one is due (or the sprint has ended).
 */
export function stateOf(
  row: CheckInRow,
  all: CheckInRow[],
  now: Date,
  sprintRunning: boolean,
): CheckIn['state'] {
  return checkInState(
    { status: row.status, dueAt: row.dueAt.getTime() },
    all.map((o) => o.dueAt.getTime()),
    now.getTime(),
    sprintRunning,
  );
}

export function checkInJson(row: CheckInRow, scores: CheckInScoreRow[], state: CheckIn['state']): CheckIn {
  return {
    id: row.id,
    sprintId: row.sprintId,
    sprintTeamMemberId: row.userId,
    type: row.type as CheckInType,
    start: row.dueAt.toISOString(),
    status: row.status as CheckInStatus | null,
    step: row.step as CheckInStep | null,
    energyLevel: row.energyLevel,
    progressNote: row.progressNote,
    rating: row.rating,
    openedAt: iso(row.openedAt),
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    state,
    scores: scores.filter((s) => s.checkInId === row.id).map((s) => ({ itemId: s.itemId, score: s.score })),
  };
}

/**
 * Weekly check-ins of personal sprints: the rows of every check-in date (created lazily and idempotently), the
 * person's saves step by step, completion (the items' current percentages, the checkIn.completed event) and
 * the rating. Only the sprint's owner sees or touches them: anyone else gets 404.
 */
export function createCheckInService(
  deps: Pick<SprintsDeps, 'db' | 'clock' | 'events' | 'notifyDone'>,
  repo: CheckInRepo,
) {
  const { db, clock } = deps;

  /** the caller's sprint: their own, or a team sprint whose sprint team they are in (issue 13) */
  async function ownSprint(p: Principal, sprintId: number, memberId?: number): Promise<SprintRow> {
    const s = await repo.sprint(p.clientId, sprintId);
    const mine =
      s &&
      (s.sprintType === 'TEAM_SPRINT'
        ? (await repo.checkInUserIds(s)).includes(p.userId)
        : s.userId === p.userId && s.sprintType === 'USER_SPRINT');
    if (!s || !mine) throw notFound('The sprint');
    if (memberId !== undefined && memberId !== p.userId) throw notFound('The sprint team member');
    return s;
  }

  /** the caller's check-ins of the sprint (created when missing) */
  async function rowsOf(s: SprintRow, userId: number): Promise<CheckInRow[]> {
    if (s.status === 'IN_PROGRESS') await repo.ensure({ ...s, userId }, checkInSlots(s));
    return repo.list(s.clientId, s.id, userId);
  }

  async function list(p: Principal, q: { sprintId: number; sprintTeamMemberId?: number }) {
    const s = await ownSprint(p, q.sprintId, q.sprintTeamMemberId);
    const rows = await rowsOf(s, p.userId);
    const scores = await repo.scores(rows.map((r) => r.id));
    const now = clock.now();
    const running = s.status === 'IN_PROGRESS';
    return rows.map((r) => checkInJson(r, scores, stateOf(r, rows, now, running)));
  }

  return {
    list,
    /** The latest check-in due (open, or already done/missed), null before the first is due. */
    async current(p: Principal, q: { sprintId: number; sprintTeamMemberId?: number }) {
      const now = clock.now().getTime();
      const due = (await list(p, q)).filter((c) => Date.parse(c.start) <= now);
      return due.at(-1) ?? null;
    },

    /** Saves one step: scores, energy, progress note, step and status; COMPLETED closes it. */
    async update(p: Principal, body: UpdateCheckInBody): Promise<CheckIn> {
      const now = clock.now();
      const result = await db.transaction(async (tx: Db) => {
        const row = await repo.mine(p.clientId, p.userId, body.id, tx);
        if (!row) throw notFound('The check-in');
        const s = await repo.sprint(p.clientId, row.sprintId, tx);
        if (s?.status !== 'IN_PROGRESS')
          throw conflict('This sprint has ended: its check-ins can no longer be changed.', 'SPRINT_FINISHED');
        if (row.dueAt > now) throw conflict('This check-in is not due yet.', 'CHECK_IN_NOT_DUE');
        if (CLOSED.includes(row.status))
          throw conflict(`This check-in is already ${row.status?.toLowerCase()}.`, 'CHECK_IN_CLOSED');
        const all = await repo.list(p.clientId, row.sprintId, p.userId, tx);
        if (stateOf(row, all, now, true) !== 'open')
          throw conflict('A later check-in is due: this one can no longer be answered.', 'CHECK_IN_MISSED');
        const items = new Set((await repo.scoredItems(row.sprintId, tx)).map((i) => i.id));
        const scores = body.scores ?? [];
        scores.forEach((sc, i) => {
          if (!items.has(sc.itemId))
            throw unprocessable(
              `scores[${i}].itemId: ${sc.itemId} is not a behaviour or outcome of this sprint`,
              'UNKNOWN_ITEM',
            );
        });
        const status: CheckInStatus = body.status ?? (row.status as CheckInStatus | null) ?? 'DRAFT';
        const completing = status === 'COMPLETED';
        await repo.saveScores(row.id, scores, tx);
        const updated = await repo.update(
          row.id,
          {
            status,
            step: completing ? 'COMPLETED' : furthestStep(row.step as CheckInStep | null, body.step ?? null),
            ...(body.energyLevel !== undefined && { energyLevel: body.energyLevel }),
            ...(body.progressNote !== undefined && { progressNote: body.progressNote }),
            ...(completing && { completedAt: now }),
          },
          tx,
        );
        const saved = await repo.scores([row.id], tx);
        if (completing) await repo.setCurrent(saved, tx);
        // closed however it was opened: the "check-in due" notification's button goes (COMPLETED, read)
        if (CLOSED.includes(status))
          await deps.notifyDone(tx, { userId: p.userId, dedupKey: `check-in:${row.id}` });
        return { updated, saved, all, completing };
      });
      const { updated, saved, all, completing } = result;
      if (completing)
        await deps.events.emit('checkIn.completed', {
          clientId: p.clientId,
          userId: p.userId,
          sprintId: updated.sprintId,
          checkInId: updated.id,
          type: updated.type as CheckInType,
        });
      return checkInJson(updated, saved, stateOf(updated, all, now, true));
    },

    /** Rates a completed check-in 1-5, once. */
    async rate(p: Principal, checkInId: number, rating: number): Promise<CheckIn> {
      const now = clock.now();
      return db.transaction(async (tx: Db) => {
        const row = await repo.mine(p.clientId, p.userId, checkInId, tx);
        if (!row) throw notFound('The check-in');
        if (row.status !== 'COMPLETED')
          throw conflict('Only a completed check-in can be rated.', 'CHECK_IN_NOT_COMPLETED');
        if (row.rating !== null) throw conflict('This check-in has been rated already.', 'ALREADY_RATED');
        const updated = await repo.update(row.id, { rating, ratedAt: now }, tx);
        return checkInJson(updated, await repo.scores([row.id], tx), 'completed');
      });
    },

    /** The "new feedback" step: feedback received since the previous check-in was completed. */
    ownSprint,
    rowsOf,
    localDay: (s: SprintRow, d: Date) => localDateOf(d, s.timezone),
  };
}
export type CheckInService = ReturnType<typeof createCheckInService>;
