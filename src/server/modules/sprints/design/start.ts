import { buildIcs } from '../../../../shared/domain/ics';
import { addDays, nextWeekday, todayIn, zonedToUtc } from '../../../../shared/domain/zoned-time';
import type { ActivityCode, ActivityKind } from '../../../../shared/sprint-enums';
import type { Principal } from '../../../platform/auth/access';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { translator } from '../../../platform/i18n';
import { enqueueReviewOpens } from '../run/review-opens';
import type { createCrewService } from './crew';
import { sprintStartedMail } from './mails';
import type { SprintRow } from './repo';
import { asLanguage, type DesignDeps } from './service';
import type { StoredSuggestion } from './view';

declare module '../../../platform/events' {
  interface DomainEvents {
    /** a personal sprint became IN_PROGRESS (check-ins, gamification and tracking may listen) */
    'sprint.started': { sprintId: number; userId: number; clientId: number };
  }
}

const ICS_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
/** a check-in slot lasts this long in the calendar */
const CHECK_IN_MINUTES = 30;

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/** The first and last instants of a sprint: midnight of its first day and the end of its last day, in UTC. */
export function sprintSpan(startDate: string, weeks: number, timeZone: string) {
  const startsAt = zonedToUtc(startDate, '00:00', timeZone);
  const endsAt = new Date(zonedToUtc(addDays(startDate, weeks * 7), '00:00', timeZone).getTime() - 1000);
  return { startsAt, endsAt };
}

/**
 * Starting a designed sprint, in one transaction: IN_PROGRESS with its dates computed in the person's zone and
 * stored in UTC, the chosen suggested activities on the kanban, every crew member's guest link and welcome mail,
 * and the person's mail with the weekly check-ins as an `.ics` series. A second sprint in progress is 409 (the
 * partial unique index holds it when two starts race).
 */
export function createStart(
  deps: DesignDeps,
  crew: ReturnType<typeof createCrewService>,
  licensed: (clientId: number, key: 'predesigned-sprint') => Promise<boolean>,
) {
  const { db, repo, clock } = deps;
  return async (p: Principal, id: number) => {
    const owner = await deps.people.byId(p.userId);
    const lng = asLanguage(owner?.language);
    // a library sprint needs the pre-designed entitlement too (asked before the transaction)
    const before = await repo.sprint(p.clientId, id);
    if (
      before?.sprintCode &&
      before.userId === p.userId &&
      !(await licensed(p.clientId, 'predesigned-sprint'))
    )
      throw forbidden('Your licence does not include pre-designed sprints.', 'FEATURE_NOT_LICENSED');
    let started: SprintRow;
    try {
      started = await db.transaction(async (tx) => {
        const s = await repo.lock(p.clientId, id, tx);
        if (!s || s.userId !== p.userId || s.sprintType !== 'USER_SPRINT') throw notFound('The sprint');
        if (s.status !== 'NOT_STARTED') throw conflict('The sprint has already started.', 'SPRINT_STARTED');
        const items = await repo.items(s.id, tx);
        for (const [kind, field] of [
          ['ACTION', 'actions'],
          ['BEHAVIOUR', 'behaviours'],
          ['OUTCOME', 'outcomes'],
        ] as const)
          if (!items.some((i) => i.kind === kind))
            throw badRequest(`${field}: needs at least one before starting`);
        if (!s.startDate) throw badRequest('configure.startDate: is required before starting');
        const now = clock.now();
        if (s.startDate < todayIn(s.timezone, now))
          throw badRequest('configure.startDate: must be today or later in your time zone');
        if (await repo.userSprintOf(p.clientId, p.userId, 'IN_PROGRESS', tx))
          throw conflict('You already have a sprint in progress.', 'SPRINT_IN_PROGRESS');

        const { startsAt, endsAt } = sprintSpan(s.startDate, s.durationWeeks, s.timezone);
        const host = new URL(deps.publicUrl).host;
        const calendarUid = `sprint-${s.id}-check-ins@${host}`;
        await repo.updateSprint(
          s.id,
          { status: 'IN_PROGRESS', designStep: 'start', startedAt: now, startsAt, endsAt, calendarUid },
          tx,
        );
        // the final review opens on the last day: the person is told then (a job on the platform clock)
        await enqueueReviewOpens(deps.jobs, s, addDays(s.startDate, s.durationWeeks * 7 - 1), tx);
        // the suggested activities chosen in the routines step, on the kanban's To do column
        await repo.insertActivities(
          items
            .filter((i) => i.kind === 'ACTION')
            .flatMap((a) =>
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
                  createdBy: p.userId,
                })),
            ),
          tx,
        );
        const fresh = { ...s, status: 'IN_PROGRESS', startsAt, endsAt, calendarUid };
        const personName = owner?.fullName ?? p.name;
        for (const member of await repo.crew(s.id, tx)) await crew.welcome(fresh, member, personName, tx);

        const firstDay = nextWeekday(s.startDate, s.checkInWeekday);
        const t = translator(lng);
        const ics = buildIcs({
          uid: calendarUid,
          start: zonedToUtc(firstDay, s.checkInTime, s.timezone),
          durationMinutes: CHECK_IN_MINUTES,
          summary: t('sprint-design:mail.started.eventSummary', { sprint: s.label }),
          description: t('sprint-design:mail.started.eventDescription', { sprint: s.label }),
          organizer: { name: personName, email: owner?.email ?? p.email },
          attendee: { name: personName, email: owner?.email ?? p.email },
          stamp: now,
          sequence: 0,
          timeZone: s.timezone,
          recurrence: `FREQ=WEEKLY;BYDAY=${ICS_WEEKDAYS[s.checkInWeekday - 1]};COUNT=${s.durationWeeks}`,
        });
        await deps.mailer.send(
          sprintStartedMail({
            lng,
            clientId: s.clientId,
            to: owner?.email ?? p.email,
            name: personName,
            sprintLabel: s.label,
            startDate: s.startDate,
            weeks: s.durationWeeks,
            checkInWeekday: s.checkInWeekday,
            checkInTime: s.checkInTime,
            timezone: s.timezone,
            link: `${deps.publicUrl}/sprint/dashboard`,
            ics,
          }),
          tx,
        );
        return (await repo.sprint(p.clientId, s.id, tx)) as SprintRow;
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict('You already have a sprint in progress.', 'SPRINT_IN_PROGRESS');
      throw err;
    }
    await deps.people.forgetUser(p.userId);
    await deps.events.emit('sprint.started', {
      sprintId: started.id,
      userId: p.userId,
      clientId: p.clientId,
    });
    return started;
  };
}
