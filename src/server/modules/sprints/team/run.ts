import { TEAM_SPRINT_SHARES_PER_DAY } from '../../../../shared/constants';
import type { StandUpAnswer, TeamSprintSummary } from '../../../../shared/contracts/team-sprint';
import type { SprintMove } from '../../../../shared/domain/sprint-status';
import { isEnded } from '../../../../shared/domain/sprint-status';
import { addDays, localDateOf } from '../../../../shared/domain/sprint-time';
import { mayManageAction } from '../../../../shared/domain/team-sprint';
import type { Principal } from '../../../platform/auth/access';
import { createThrottle } from '../../../platform/auth/throttle';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import { throttleCounts } from '../../identity';
import type { SprintsDeps } from '../deps';
import { sprintShareMail } from '../run/mails';
import type { SprintRunRepo } from '../run/repo';
import { createReviewService } from '../run/review-service';
import type { SprintGuard } from '../run/sprint-guard';
import { buildSummary } from '../run/summary';
import { type TeamSprintAccess, type TeamSprintPlace, viewerOf } from './access';
import { teamOutcomeCard, viewerCheckIns } from './cards';
import type { TeamDesign } from './design';
import { teamSprintReminderMail } from './mails';
import type { StandUpRow, TeamSprintRepo } from './repo';

/** How many days of stand-up answers the dashboard shows. */
export const STAND_UP_DAYS_SHOWN = 7;

/** A stand-up row as the web reads it. */
export function standUpView(r: StandUpRow, names: Map<number, { fullName: string }>): StandUpAnswer {
  return {
    id: r.id,
    sprintId: r.sprintId,
    teamMemberId: r.userId,
    name: names.get(r.userId)?.fullName ?? '',
    date: r.day,
    done: r.done,
    next: r.next,
    blockers: r.blockers,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * Running a team sprint (issue 13): the team dashboard, the end states (the personal sprint's rules, applied by
 * the review service to the team's sprint), sharing and the manager's reminder to one member (once a day).
 */
export function createTeamRun(
  deps: SprintsDeps,
  parts: { repo: TeamSprintRepo; runRepo: SprintRunRepo; access: TeamSprintAccess; design: TeamDesign },
) {
  const { repo, runRepo, access, design } = parts;
  const { db, clock } = deps;
  const shares = createThrottle(db, {
    table: throttleCounts,
    scope: 'team-sprint-share',
    limit: TEAM_SPRINT_SHARES_PER_DAY,
    windowSeconds: 24 * 3600,
    refusal: {
      code: 'TOO_MANY_SHARES',
      message: (minutes) =>
        `You have shared team sprints ${TEAM_SPRINT_SHARES_PER_DAY} times today. Try again in ${minutes} minute(s).`,
    },
  });
  // the end states act on the team's sprint: who may is checked before (access.adminOfSprint)
  const teamGuard: SprintGuard = {
    async own(p, sprintId, tx) {
      const s = await runRepo.sprint(p.clientId, sprintId, tx);
      if (s?.sprintType !== 'TEAM_SPRINT') throw notFound('The team sprint');
      return s;
    },
    async writable(p, sprintId, tx) {
      const s = await this.own(p, sprintId, tx);
      if (isEnded(s.status))
        throw conflict('This sprint has ended: it can no longer be changed.', 'SPRINT_FINISHED');
      return s;
    },
  };
  const review = createReviewService(deps, runRepo, teamGuard);

  async function summaryOf(p: Principal, place: TeamSprintPlace): Promise<TeamSprintSummary> {
    const s = place.sprint;
    const now = clock.now();
    const since = addDays(localDateOf(now, s.timezone), -(STAND_UP_DAYS_SHOWN - 1));
    const [bundle, members, standUps, actions, checkIns, scores, items] = await Promise.all([
      runRepo.bundle(p.clientId, s.id),
      design.membersView(s, place.members, new Set()),
      repo.standUps(s.id, since),
      repo.actions(s.id),
      repo.checkIns(s.id),
      repo.checkInScores(s.id),
      repo.items(s.id),
    ]);
    if (!bundle) throw notFound('The team sprint');
    // the timeline shows the viewer's own check-ins; the outcome card is the sprint team's (issue 30)
    const base = buildSummary({ ...bundle, checkIns: viewerCheckIns(checkIns, p.userId) }, now);
    const outcomeIds = new Set(items.filter((i) => i.kind === 'OUTCOME').map((i) => i.id));
    const guests = new Set(
      (await deps.teams.members(p.clientId, place.team.id)).filter((m) => m.guest).map((m) => m.userId),
    );
    const names = new Map(members.map((m) => [m.teamMemberId, { fullName: m.name }]));
    const leads = new Map(actions.map((a) => [a.id, a.actionLeadId]));
    const viewer = viewerOf(p, place, s, place.member);
    return {
      ...base,
      outcomePercentage: teamOutcomeCard(checkIns, scores, outcomeIds),
      teamId: place.team.id,
      teamName: place.team.name,
      actions: base.actions.map((a) => {
        const actionLeadId = leads.get(a.id) ?? null;
        return {
          ...a,
          actionLeadId,
          actionLeadName: actionLeadId === null ? null : (names.get(actionLeadId)?.fullName ?? null),
          canManage: mayManageAction(viewer, { actionLeadId }),
        };
      }),
      sprintTeamMembers: members.map((m) => ({ ...m, guest: guests.has(m.teamMemberId) })),
      viewer,
      standUps: standUps.map((r) => standUpView(r, names)),
    };
  }

  const act = (move: SprintMove) => async (p: Principal, sprintId: number) => {
    await access.adminOfSprint(p, sprintId);
    await db.transaction((tx) => review.applyMove(p, sprintId, move, tx));
    return summaryOf(p, await access.sprint(p, sprintId));
  };

  return {
    /** the team dashboard: anyone of the team reads it (the navigation gates the web, not the data) */
    async summary(p: Principal, sprintId: number) {
      return summaryOf(p, await access.sprint(p, sprintId));
    },
    extend: act('extend'),
    cancel: act('cancel'),
    saveToPortfolio: act('saveToPortfolio'),
    saveToIncomplete: act('saveToIncomplete'),

    async share(p: Principal, body: { sprintId: number; email: string; name?: string; message?: string }) {
      // only the sprint team (its members and the manager who runs it) shares it, a few times a day
      const place = await access.participant(p, body.sprintId);
      if (place.sprint.status === 'NOT_STARTED') access.requireAdmin(place);
      await shares.take(`${p.clientId}:${p.userId}`);
      const summary = await summaryOf(p, place);
      const sender = (await deps.people.peopleByIds([p.userId])).get(p.userId);
      const lng = recipientLanguage({ inviter: sender?.language });
      const now = clock.now();
      await deps.mailer.send(
        sprintShareMail({
          lng,
          clientId: p.clientId,
          to: body.email,
          name: body.name ?? body.email,
          ownerName: `${p.name} (${place.team.name})`,
          sprint: summary,
          today: localDateOf(now, summary.timezone),
          message: body.message ?? null,
        }),
      );
      return { sent: true as const, sharedAt: now.toISOString() };
    },

    /** the manager reminds one sprint team member (mail and notification), at most once a day per member */
    async remind(p: Principal, sprintId: number, teamMemberId: number) {
      const place = await access.adminOfSprint(p, sprintId);
      const s = place.sprint;
      if (s.status !== 'IN_PROGRESS')
        throw conflict('This team sprint is not in progress.', 'NOT_IN_PROGRESS');
      const member = place.members.find((m) => m.userId === teamMemberId);
      if (!member) throw badRequest('teamMemberId: is not in the sprint team', 'NOT_IN_SPRINT_TEAM');
      const people = await deps.people.peopleByIds([teamMemberId, p.userId]);
      const person = people.get(teamMemberId);
      if (!person) throw badRequest('teamMemberId: is not in the sprint team', 'NOT_IN_SPRINT_TEAM');
      const now = clock.now();
      const today = localDateOf(now, 'UTC');
      const managerName = people.get(p.userId)?.fullName ?? p.name;
      await db.transaction(async (tx) => {
        if (!(await repo.markReminded(member.id, today, tx)))
          throw conflict('This member was reminded today already; try again tomorrow.', 'REMINDED_TODAY');
        await deps.mailer.send(
          teamSprintReminderMail({
            lng: recipientLanguage({ person: person.language }),
            clientId: p.clientId,
            to: person.email,
            name: person.fullName,
            managerName,
            teamName: place.team.name,
            sprintLabel: s.label,
            link: `${deps.publicUrl}/teams/v2/${place.team.id}/sprint/dashboard`,
          }),
          tx,
        );
        await deps.notify(tx, {
          userId: teamMemberId,
          clientId: p.clientId,
          kind: 'MANAGER_REQUEST',
          type: 'REMINDER',
          textKey: 'teamSprintReminder',
          params: { name: managerName, team: place.team.name, sprint: s.label },
          route: `/teams/v2/${place.team.id}/sprint/dashboard`,
          dedupKey: `team-sprint-reminder:${s.id}:${teamMemberId}:${today}`,
          teamId: place.team.id,
          sprintId: s.id,
          relatedId: member.id,
          showButton: true,
          buttonText: 'openTeamSprint',
        });
      });
      return { sent: true as const, remindedAt: now.toISOString() };
    },
  };
}
export type TeamRun = ReturnType<typeof createTeamRun>;
