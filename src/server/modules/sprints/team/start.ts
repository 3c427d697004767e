import { buildIcs } from '../../../../shared/domain/ics';
import { zonedToUtc } from '../../../../shared/domain/zoned-time';
import type { Principal } from '../../../platform/auth/access';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { translator } from '../../../platform/i18n';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { createCrewService } from '../design/crew';
import type { SprintRow } from '../design/repo';
import {
  checkInsIcs,
  launchDesign,
  requireItems,
  requireStartDate,
  startTransaction,
} from '../design/start-steps';
import type { TeamDesignParts } from './design';
import { teamSprintStartedMail } from './mails';

declare module '../../../platform/events' {
  interface DomainEvents {
    /** a team sprint became IN_PROGRESS */
    'teamSprint.started': { sprintId: number; teamId: number; clientId: number };
  }
}

/** the daily stand-up: its local time and length (spec: stand-up frequency 'Daily') */
export const STAND_UP_TIME = '09:30';
const STAND_UP_MINUTES = 15;

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
    const started = await startTransaction(
      db,
      async (tx) => {
        const s = await designRepo.lock(p.clientId, id, tx);
        if (s?.sprintType !== 'TEAM_SPRINT' || s.teamId !== team.id) throw notFound('The team sprint');
        if (s.status !== 'NOT_STARTED')
          throw conflict('The team sprint has already started.', 'SPRINT_STARTED');
        const items = await designRepo.items(s.id, tx);
        requireItems(items);
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
        const now = clock.now();
        requireStartDate(s, now);
        if (await repo.ofTeam(p.clientId, team.id, 'IN_PROGRESS', tx)) throw alreadyRunning();

        const host = new URL(deps.publicUrl).host;
        const calendarUid = `team-sprint-${s.id}-check-ins@${host}`;
        const { endsAt } = await launchDesign(
          { deps, repo: designRepo, crew },
          s,
          actions,
          { now, calendarUid, createdBy: (a) => a.actionLeadId ?? p.userId, welcomeFrom: team.name },
          tx,
        );

        const organizer = { name: managerName, email: people.get(team.managerId)?.email ?? p.email };
        for (const m of members) {
          const person = people.get(m.userId);
          if (!person) continue;
          const lng = recipientLanguage({ person: person.language });
          const t = translator(lng);
          const event = { organizer, attendee: { name: person.fullName, email: person.email }, stamp: now };
          const leads = actions
            .filter((a) => a.actionLeadId === m.userId)
            .map((a) => t('team-sprint-mail:mail.started.lead', { action: a.label }));
          const standUpsIcs = buildIcs({
            uid: `team-sprint-${s.id}-stand-ups@${host}`,
            start: zonedToUtc(s.startDate, STAND_UP_TIME, s.timezone),
            durationMinutes: STAND_UP_MINUTES,
            summary: t('team-sprint-mail:mail.started.standUpSummary', { sprint: s.label, team: team.name }),
            description: t('team-sprint-mail:mail.started.standUpDescription', { sprint: s.label }),
            ...event,
            sequence: 0,
            timeZone: s.timezone,
            recurrence: `FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;UNTIL=${endsAt.toISOString().replace(/[-:]|\.\d{3}/g, '')}`,
          });
          const checkInsIcsOfMember = checkInsIcs(s, {
            uid: calendarUid,
            summary: t('team-sprint-mail:mail.started.checkInSummary', { sprint: s.label, team: team.name }),
            description: t('team-sprint-mail:mail.started.checkInDescription', { sprint: s.label }),
            ...event,
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
              checkInsIcs: checkInsIcsOfMember,
            }),
            tx,
          );
        }
        return (await designRepo.sprint(p.clientId, s.id, tx)) as SprintRow;
      },
      alreadyRunning,
    );
    await deps.events.emit('teamSprint.started', {
      sprintId: started.id,
      teamId: team.id,
      clientId: p.clientId,
    });
    return started;
  };
}
