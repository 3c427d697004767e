import {
  STAND_UP_TOPIC,
  type StandUpAnswer,
  TEAM_SPRINT_ROOM,
} from '../../../../shared/contracts/team-sprint';
import { addDays, localDateOf } from '../../../../shared/domain/sprint-time';
import { isoWeekday, zonedToUtc } from '../../../../shared/domain/zoned-time';
import type { Principal } from '../../../platform/auth/access';
import { conflict, forbidden } from '../../../platform/http/errors';
import { defineJob, defineSchedule } from '../../../platform/jobs/types';
import type { SprintsDeps } from '../deps';
import type { TeamSprintAccess } from './access';
import type { TeamSprintRepo } from './repo';
import { standUpView } from './run';
import { STAND_UP_TIME } from './start';

declare module '../../../platform/jobs/types' {
  interface JobPayloads {
    /** tells every sprint team member (assistant on) that today's stand-up is open, once per local day */
    'teamSprint.standUps': Record<string, never>;
  }
}

/** How often the stand-up job looks for members whose stand-up time has come (a notice is at most this late). */
export const STAND_UPS_EVERY_MS = 15 * 60_000;

/**
 * Daily stand-ups (issue 13): a sprint team member answers done / next / blockers for their local day (saving
 * again edits it); the answer reaches the team sprint's room live. The job creates one STAND_UP notification per
 * member and working day once the stand-up time has come in the sprint's zone (the dedupKey makes repeats and
 * concurrent runs no-ops); members who turned the assistant off get none.
 */
export function createStandUps(deps: SprintsDeps, parts: { repo: TeamSprintRepo; access: TeamSprintAccess }) {
  const { repo, access } = parts;
  const { db, clock } = deps;

  // a team sprint's room: anyone of the team (the dashboard listens)
  deps.realtime.allowJoin(TEAM_SPRINT_ROOM, async (party, sprintId) => {
    if (!party.principal) return false;
    return access.sprint(party.principal, sprintId).then(
      () => true,
      () => false,
    );
  });

  async function openDue(): Promise<number> {
    const now = clock.now();
    let sent = 0;
    for (const { sprint: s, member } of await repo.standUpAudience()) {
      if (!s.startDate || !s.teamId) continue;
      const today = localDateOf(now, s.timezone);
      const lastDay = addDays(s.startDate, (s.durationWeeks + s.extendedWeeks) * 7 - 1);
      if (today < s.startDate || today > lastDay || isoWeekday(today) > 5) continue;
      if (now < zonedToUtc(today, STAND_UP_TIME, s.timezone)) continue;
      const id = await db.transaction((tx) =>
        deps.notify(tx, {
          userId: member.userId,
          clientId: s.clientId,
          kind: 'STAND_UP',
          type: 'CHECKIN',
          textKey: 'standUpDue',
          params: { sprint: s.label },
          route: `/teams/v2/${s.teamId}/sprint/dashboard`,
          dedupKey: `stand-up:${s.id}:${today}`,
          teamId: s.teamId,
          sprintId: s.id,
          relatedId: member.id,
          showButton: true,
          buttonText: 'standUp',
          status: 'ACTIVE',
          checkInDate: today,
        }),
      );
      if (id !== null) sent++;
    }
    return sent;
  }

  return {
    openDue,
    jobs: [
      defineJob({ name: 'teamSprint.standUps', maxAttempts: 3, handler: async () => void (await openDue()) }),
    ],
    schedules: [
      defineSchedule({
        key: 'teamSprint.standUps',
        job: 'teamSprint.standUps',
        payload: {},
        every: { ms: STAND_UPS_EVERY_MS },
      }),
    ],

    /** saves the caller's answer for today (their sprint's day); the team's dashboards get it live */
    async save(
      p: Principal,
      body: { sprintId: number; done: string; next: string; blockers: string },
    ): Promise<StandUpAnswer> {
      const place = await access.sprint(p, body.sprintId);
      if (!place.member) throw forbidden('Only the sprint team answers the stand-up.', 'NOT_IN_SPRINT_TEAM');
      if (place.sprint.status !== 'IN_PROGRESS')
        throw conflict('This team sprint is not in progress.', 'NOT_IN_PROGRESS');
      const now = clock.now();
      const row = await repo.saveStandUp(
        {
          sprintId: place.sprint.id,
          clientId: p.clientId,
          userId: p.userId,
          day: localDateOf(now, place.sprint.timezone),
          done: body.done,
          next: body.next,
          blockers: body.blockers,
        },
        now,
      );
      const names = await deps.people.peopleByIds([p.userId]);
      const answer = standUpView(row, names);
      deps.realtime.toObject(TEAM_SPRINT_ROOM, place.sprint.id, STAND_UP_TOPIC, answer);
      return answer;
    },

    /** the answers of the last `days` days, newest first: anyone of the team */
    async list(p: Principal, sprintId: number, days: number) {
      const place = await access.sprint(p, sprintId);
      const since = addDays(localDateOf(clock.now(), place.sprint.timezone), -(days - 1));
      const rows = await repo.standUps(place.sprint.id, since);
      const names = await deps.people.peopleByIds([...new Set(rows.map((r) => r.userId))]);
      return rows.map((r) => standUpView(r, names));
    },

    /** a sprint team member turns their stand-up assistant on or off */
    async setAssistant(p: Principal, sprintId: number, enabled: boolean) {
      const place = await access.sprint(p, sprintId);
      if (!place.member)
        throw forbidden('Only the sprint team has a stand-up assistant.', 'NOT_IN_SPRINT_TEAM');
      await repo.setAssistant(place.sprint.id, p.userId, enabled);
      return { enabled };
    },
  };
}
