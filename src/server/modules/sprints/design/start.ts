import type { Principal } from '../../../platform/auth/access';
import { conflict, forbidden, notFound } from '../../../platform/http/errors';
import { translator } from '../../../platform/i18n';
import type { createCrewService } from './crew';
import { sprintStartedMail } from './mails';
import type { SprintRow } from './repo';
import { asLanguage, type DesignDeps } from './service';
import { checkInsIcs, launchDesign, requireItems, requireStartDate, startTransaction } from './start-steps';
import { requireSprintsUnlocked } from './unlock';

declare module '../../../platform/events' {
  interface DomainEvents {
    /** a personal sprint became IN_PROGRESS (check-ins, gamification and tracking may listen) */
    'sprint.started': { sprintId: number; userId: number; clientId: number };
  }
}

const inProgress = () => conflict('You already have a sprint in progress.', 'SPRINT_IN_PROGRESS');

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
    // the shared gate: sprints unlock with the plan's role challenges (the navigation hides what this refuses)
    await requireSprintsUnlocked(deps.people, p);
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
    const started = await startTransaction(
      db,
      async (tx) => {
        const s = await repo.lock(p.clientId, id, tx);
        if (!s || s.userId !== p.userId || s.sprintType !== 'USER_SPRINT') throw notFound('The sprint');
        if (s.status !== 'NOT_STARTED') throw conflict('The sprint has already started.', 'SPRINT_STARTED');
        const items = await repo.items(s.id, tx);
        requireItems(items);
        const now = clock.now();
        requireStartDate(s, now);
        if (await repo.userSprintOf(p.clientId, p.userId, 'IN_PROGRESS', tx)) throw inProgress();

        const calendarUid = `sprint-${s.id}-check-ins@${new URL(deps.publicUrl).host}`;
        const personName = owner?.fullName ?? p.name;
        await launchDesign(
          { deps, repo, crew },
          s,
          items.filter((i) => i.kind === 'ACTION'),
          { now, calendarUid, createdBy: () => p.userId, welcomeFrom: personName },
          tx,
        );

        const t = translator(lng);
        const me = { name: personName, email: owner?.email ?? p.email };
        const ics = checkInsIcs(s, {
          uid: calendarUid,
          summary: t('sprint-design:mail.started.eventSummary', { sprint: s.label }),
          description: t('sprint-design:mail.started.eventDescription', { sprint: s.label }),
          organizer: me,
          attendee: me,
          stamp: now,
        });
        await deps.mailer.send(
          sprintStartedMail({
            lng,
            clientId: s.clientId,
            to: me.email,
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
      },
      inProgress,
    );
    await deps.people.forgetUser(p.userId);
    await deps.events.emit('sprint.started', {
      sprintId: started.id,
      userId: p.userId,
      clientId: p.clientId,
    });
    return started;
  };
}
