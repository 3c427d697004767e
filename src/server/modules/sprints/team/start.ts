import { buildIcs } from '../../../../shared/domain/ics';
import { addDays, nextWeekday, todayIn, zonedToUtc } from '../../../../shared/domain/zoned-time';
import type { ActivityCode, ActivityKind } from '../../../../shared/sprint-enums';
import type { Principal } from '../../../platform/auth/access';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { translator } from '../../../platform/i18n';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { createCrewService } from '../design/crew';
import type { SprintRow } from '../design/repo';
import { sprintSpan } from '../design/start';
import type { StoredSuggestion } from '../design/view';
import { enqueueReviewOpens } from '../run/review-opens';
import type { TeamDesignParts } from './design';
import { teamSprintStartedMail } from './mails';

declare module '../../../platform/events' {
  interface DomainEvents {
    /** a team sprint became IN_PROGRESS */
    'teamSprint.started': { sprintId: number; teamId: number; clientId: number };
  }
}

const ICS_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const CHECK_IN_MINUTES = 30;
/** the daily stand-up: its local time and length (spec: stand-up frequency 'Daily') */
export const STAND_UP_TIME = '09:30';
const STAND_UP_MINUTES = 15;

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};
const alreadyRunning = () =>
  conflict('This team already has a team sprint in progress.', 'TEAM_SPRINT_IN_PROGRESS');

/**
 * Starting a team sprint, in one transaction: every action needs a lead, the sprint team holds the manager; the
 * sprint becomes IN_PROGRESS with its dates in the designer's zone; the chosen suggested activities go on the
 * kanban (created by each action's lead); every sprint team member gets a mail with the daily stand-ups and the
 * weekly check-ins as `.ics` series. A second team sprint in progress for the team is 409 (the partial unique
 * index holds it when starts race).
 */
export function createTeamStart(parts: TeamDesignParts, crew: ReturnType<typeof createCrewService>) {
  const { deps, repo, designRepo, access } = parts;
  const { db, clock } = deps;
  return async (p: Principal, id: number): Promise<SprintRow> => {
    const place = await access.adminOfSprint(p, id);
    const { team } = place;
    // names, e-mails and languages before the transaction (identity reads with its own connection)
    const people = await deps.people.peopleByIds(place.members.map((m) => m.userId));
    const managerName =
      (await deps.people.peopleByIds([team.managerId])).get(team.managerId)?.fullName ?? p.name;
    let started: SprintRow;
    try {
      started = await db.transaction(async (tx) => {
        const s = await designRepo.lock(p.clientId, id, tx);
        if (s?.sprintType !== 'TEAM_SPRINT' || s.teamId !== team.id) throw notFound('The team sprint');
        if (s.status !== 'NOT_STARTED')
          throw conflict('The team sprint has already started.', 'SPRINT_STARTED');
        const items = await designRepo.items(s.id, tx);
        for (const [kind, field] of [
          ['ACTION', 'actions'],
          ['BEHAVIOUR', 'behaviours'],
          ['OUTCOME', 'outcomes'],
        ] as const)
          if (!items.some((i) => i.kind === kind))
            throw badRequest(`${field}: needs at least one before starting`);
        const members = await repo.members(s.id, tx);
        if (!members.some((m) => m.userId === team.managerId))
          throw badRequest('sprintTeam: must include the team manager', 'SPRINT_TEAM_WITHOUT_MANAGER');
        const actions = items.filter((i) => i.kind === 'ACTION');
        actions.forEach((a, i) => {
          if (a.actionLeadId === null || !members.some((m) => m.userId === a.actionLeadId))
            throw badRequest(
              `actionLeads.${i}: every action needs a lead from the sprint team`,
              'ACTION_WITHOUT_LEAD',
            );
        });
        if (!s.startDate) throw badRequest('configure.startDate: is required before starting');
        const now = clock.now();
        if (s.startDate < todayIn(s.timezone, now))
          throw badRequest('configure.startDate: must be today or later in your time zone');
        if (await repo.ofTeam(p.clientId, team.id, 'IN_PROGRESS', tx)) throw alreadyRunning();

        const { startsAt, endsAt } = sprintSpan(s.startDate, s.durationWeeks, s.timezone);
        const host = new URL(deps.publicUrl).host;
        const calendarUid = `team-sprint-${s.id}-check-ins@${host}`;
        await designRepo.updateSprint(
          s.id,
          { status: 'IN_PROGRESS', designStep: 'start', startedAt: now, startsAt, endsAt, calendarUid },
          tx,
        );
        await enqueueReviewOpens(deps.jobs, s, addDays(s.startDate, s.durationWeeks * 7 - 1), tx);
        await designRepo.insertActivities(
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
                createdBy: a.actionLeadId ?? p.userId,
              })),
          ),
          tx,
        );
        const fresh = { ...s, status: 'IN_PROGRESS', startsAt, endsAt, calendarUid };
        for (const c of await designRepo.crew(s.id, tx)) await crew.welcome(fresh, c, team.name, tx);

        const organizer = { name: managerName, email: people.get(team.managerId)?.email ?? p.email };
        for (const m of members) {
          const person = people.get(m.userId);
          if (!person) continue;
          const lng = recipientLanguage({ person: person.language });
          const t = translator(lng);
          const attendee = { name: person.fullName, email: person.email };
          const leads = actions
            .filter((a) => a.actionLeadId === m.userId)
            .map((a) => t('team-sprint-mail:mail.started.lead', { action: a.label }));
          const standUpsIcs = buildIcs({
            uid: `team-sprint-${s.id}-stand-ups@${host}`,
            start: zonedToUtc(s.startDate, STAND_UP_TIME, s.timezone),
            durationMinutes: STAND_UP_MINUTES,
            summary: t('team-sprint-mail:mail.started.standUpSummary', { sprint: s.label, team: team.name }),
            description: t('team-sprint-mail:mail.started.standUpDescription', { sprint: s.label }),
            organizer,
            attendee,
            stamp: now,
            sequence: 0,
            timeZone: s.timezone,
            recurrence: `FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;UNTIL=${endsAt.toISOString().replace(/[-:]|\.\d{3}/g, '')}`,
          });
          const checkInsIcs = buildIcs({
            uid: calendarUid,
            start: zonedToUtc(nextWeekday(s.startDate, s.checkInWeekday), s.checkInTime, s.timezone),
            durationMinutes: CHECK_IN_MINUTES,
            summary: t('team-sprint-mail:mail.started.checkInSummary', { sprint: s.label, team: team.name }),
            description: t('team-sprint-mail:mail.started.checkInDescription', { sprint: s.label }),
            organizer,
            attendee,
            stamp: now,
            sequence: 0,
            timeZone: s.timezone,
            recurrence: `FREQ=WEEKLY;BYDAY=${ICS_WEEKDAYS[s.checkInWeekday - 1]};COUNT=${s.durationWeeks}`,
          });
          await deps.mailer.send(
            teamSprintStartedMail({
              lng,
              clientId: s.clientId,
              to: person.email,
              name: person.fullName,
              teamName: team.name,
              managerName,
              sprintLabel: s.label,
              startDate: s.startDate,
              weeks: s.durationWeeks,
              checkInWeekday: s.checkInWeekday,
              checkInTime: s.checkInTime,
              standUpTime: STAND_UP_TIME,
              timezone: s.timezone,
              leads,
              link: `${deps.publicUrl}/teams/v2/${team.id}/sprint/dashboard`,
              standUpsIcs,
              checkInsIcs,
            }),
            tx,
          );
        }
        return (await designRepo.sprint(p.clientId, s.id, tx)) as SprintRow;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyRunning();
      throw err;
    }
    await deps.events.emit('teamSprint.started', {
      sprintId: started.id,
      teamId: team.id,
      clientId: p.clientId,
    });
    return started;
  };
}
