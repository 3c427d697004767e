import { buildIcs, type CalendarEvent } from '../../../../shared/domain/ics';
import { addDays, nextWeekday, todayIn, zonedToUtc } from '../../../../shared/domain/zoned-time';
import type { ActivityCode, ActivityKind } from '../../../../shared/sprint-enums';
import type { Db } from '../../../platform/db/client';
import { badRequest } from '../../../platform/http/errors';
import type { SprintsDeps } from '../deps';
import { enqueueReviewOpens } from '../run/review-opens';
import type { createCrewService } from './crew';
import type { DesignRepo, SprintItemRow, SprintRow } from './repo';
import type { StoredSuggestion } from './view';

/*
 * The steps every start of a designed sprint takes, personal (design/start.ts) or team (team/start.ts): what a
 * startable design needs, its dates, the launch in the start's transaction and the weekly check-ins' calendar.
 */

const ICS_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
/** a check-in slot lasts this long in the calendar */
const CHECK_IN_MINUTES = 30;

/** A design whose first day is set. */
export type DatedSprint = SprintRow & { startDate: string };

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/**
 * Runs a start's transaction. A second sprint in progress that only the partial unique index catches (two starts
 * racing) is answered as `inProgress()`, the 409 the check inside the transaction gives.
 */
export async function startTransaction<T>(db: Db, run: (tx: Db) => Promise<T>, inProgress: () => Error) {
  try {
    return await db.transaction(run);
  } catch (err) {
    if (isUniqueViolation(err)) throw inProgress();
    throw err;
  }
}

/**
 * The window of a sprint in UTC: midnight of its first day and the midnight after its last day (exclusive, as
 * `sprintWindow` and the dashboard's sprintReviewEndTime; decision 0068).
 */
export function sprintSpan(startDate: string, weeks: number, timeZone: string) {
  const startsAt = zonedToUtc(startDate, '00:00', timeZone);
  const endsAt = zonedToUtc(addDays(startDate, weeks * 7), '00:00', timeZone);
  return { startsAt, endsAt };
}

/** A design starts with at least one action, one behaviour and one outcome. */
export function requireItems(items: SprintItemRow[]): void {
  for (const [kind, field] of [
    ['ACTION', 'actions'],
    ['BEHAVIOUR', 'behaviours'],
    ['OUTCOME', 'outcomes'],
  ] as const)
    if (!items.some((i) => i.kind === kind)) throw badRequest(`${field}: needs at least one before starting`);
}

/** A design starts with a first day that is today or later in its time zone. */
export function requireStartDate(s: SprintRow, now: Date): asserts s is DatedSprint {
  if (!s.startDate) throw badRequest('configure.startDate: is required before starting');
  if (s.startDate < todayIn(s.timezone, now))
    throw badRequest('configure.startDate: must be today or later in your time zone');
}

/**
 * Makes a checked design IN_PROGRESS in the start's transaction: its dates computed in its zone and stored in UTC
 * with its check-ins' calendar uid, the job that opens the final review on its last day, the suggested activities
 * chosen in the routines step on the kanban's To do column (made by `createdBy` of their action), and every crew
 * member's guest link and welcome mail (from `welcomeFrom`). Answers the sprint's first and last instants.
 */
export async function launchDesign(
  parts: { deps: Pick<SprintsDeps, 'jobs'>; repo: DesignRepo; crew: ReturnType<typeof createCrewService> },
  s: DatedSprint,
  actions: SprintItemRow[],
  o: { now: Date; calendarUid: string; createdBy: (action: SprintItemRow) => number; welcomeFrom: string },
  tx: Db,
) {
  const { deps, repo, crew } = parts;
  const { startsAt, endsAt } = sprintSpan(s.startDate, s.durationWeeks, s.timezone);
  const { calendarUid } = o;
  await repo.updateSprint(
    s.id,
    { status: 'IN_PROGRESS', designStep: 'start', startedAt: o.now, startsAt, endsAt, calendarUid },
    tx,
  );
  // the final review opens on the last day: the person is told then (a job on the platform clock)
  await enqueueReviewOpens(deps.jobs, s, addDays(s.startDate, s.durationWeeks * 7 - 1), tx);
  await repo.insertActivities(
    actions.flatMap((a) =>
      ((a.suggestedActivities ?? []) as StoredSuggestion[])
        .filter((x) => x.chosen)
        .map((x, position) => ({
          sprintId: s.id,
          clientId: s.clientId,
          actionId: a.id,
          type: 'ACTIVITY',
          code: x.code as ActivityCode,
          kind: x.kind as ActivityKind,
          title: x.title,
          status: 'TODO',
          position,
          createdBy: o.createdBy(a),
        })),
    ),
    tx,
  );
  const fresh = { ...s, status: 'IN_PROGRESS', startsAt, endsAt, calendarUid };
  for (const member of await repo.crew(s.id, tx)) await crew.welcome(fresh, member, o.welcomeFrom, tx);
  return { startsAt, endsAt };
}

/** The weekly check-ins as an `.ics` series: from the first check-in weekday on, at the check-in time, one a week. */
export function checkInsIcs(
  s: DatedSprint,
  e: Pick<CalendarEvent, 'uid' | 'summary' | 'description' | 'organizer' | 'attendee' | 'stamp'>,
) {
  return buildIcs({
    ...e,
    start: zonedToUtc(nextWeekday(s.startDate, s.checkInWeekday), s.checkInTime, s.timezone),
    durationMinutes: CHECK_IN_MINUTES,
    sequence: 0,
    timeZone: s.timezone,
    recurrence: `FREQ=WEEKLY;BYDAY=${ICS_WEEKDAYS[s.checkInWeekday - 1]};COUNT=${s.durationWeeks}`,
  });
}
