import {
  type SaveTeamDesignBody,
  type SprintTeamMember,
  TEAM_DESIGN_STEPS,
  type TeamDesignStep,
  type TeamSprintView,
} from '../../../../shared/contracts/team-sprint';
import { memberStatus } from '../../../../shared/domain/team-sprint';
import type { Principal } from '../../../platform/auth/access';
import type { Db } from '../../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import type { SprintsDeps } from '../deps';
import type { DesignRepo, SprintRow } from '../design/repo';
import type { DesignService } from '../design/service';
import { sprintView } from '../design/view';
import { type TeamSprintAccess, viewerOf } from './access';
import type { SprintTeamMemberRow, TeamSprintRepo } from './repo';

const stepIndex = (s: string) => TEAM_DESIGN_STEPS.indexOf(s as TeamDesignStep);
/** the step the wizard resumes at after saving `saved` (never going back) */
const furthest = (current: string, saved: TeamDesignStep): TeamDesignStep => {
  const next = TEAM_DESIGN_STEPS[Math.min(stepIndex(saved) + 1, TEAM_DESIGN_STEPS.length - 1)];
  return stepIndex(current) >= stepIndex(next) ? (current as TeamDesignStep) : next;
};

export interface TeamDesignParts {
  deps: SprintsDeps;
  repo: TeamSprintRepo;
  designRepo: DesignRepo;
  design: DesignService;
  access: TeamSprintAccess;
}

/**
 * Designing a team sprint (issue 13): the personal wizard's steps (applied by the design service) plus the
 * sprint team (who of the team takes part; the manager always) and one lead per action (from the sprint team).
 * Only the team manager or an admin designs; the design is the team's, one at a time.
 */
export function createTeamDesign({ deps, repo, designRepo, design, access }: TeamDesignParts) {
  const { db, clock } = deps;

  /** the sprint team as the web shows it: names, dots, last activity */
  async function membersView(s: SprintRow, rows: SprintTeamMemberRow[], guests: Set<number>) {
    const [people, last] = await Promise.all([
      deps.people.peopleByIds(rows.map((r) => r.userId)),
      s.status === 'NOT_STARTED' ? Promise.resolve(new Map<number, Date>()) : repo.lastActivity(s.id),
    ]);
    const now = clock.now();
    return rows.map(
      (r): SprintTeamMember => ({
        id: r.id,
        teamMemberId: r.userId,
        name: people.get(r.userId)?.fullName ?? '',
        email: people.get(r.userId)?.email ?? '',
        imageUrl: null,
        type: r.type === 'TEAM_MANAGER' ? 'TEAM_MANAGER' : 'OTHER',
        guest: guests.has(r.userId),
        teamMemberStatus: memberStatus(last.get(r.userId) ?? null, now),
        lastActivityDate: last.get(r.userId)?.toISOString() ?? null,
        standUpAssistantEnabled: r.standUpAssistantEnabled,
        thirdPartyAppNotificationDisabled: r.thirdPartyAppNotificationDisabled,
      }),
    );
  }

  async function guestsOf(clientId: number, teamId: number) {
    return new Set((await deps.teams.members(clientId, teamId)).filter((m) => m.guest).map((m) => m.userId));
  }

  /** the design or sprint as the wizard reads it */
  async function read(s: SprintRow, teamName: string, guests?: Set<number>): Promise<TeamSprintView> {
    const [items, crew, members] = await Promise.all([
      designRepo.items(s.id),
      designRepo.crew(s.id),
      repo.members(s.id),
    ]);
    const base = sprintView(s, items, crew);
    const leads = new Map(items.map((i) => [i.id, i.actionLeadId]));
    return {
      ...base,
      teamId: s.teamId ?? 0,
      teamName,
      designStep: (stepIndex(s.designStep) >= 0 ? s.designStep : 'select') as TeamDesignStep,
      actions: base.actions.map((a) => ({ ...a, actionLeadId: leads.get(a.id) ?? null })),
      sprintTeamMembers: await membersView(s, members, guests ?? (await guestsOf(s.clientId, s.teamId ?? 0))),
    };
  }

  /** the team's design, locked; a started one refuses changes (409) */
  async function ownDesign(p: Principal, id: number, teamId: number, tx: Db): Promise<SprintRow> {
    const s = await designRepo.lock(p.clientId, id, tx);
    if (s?.sprintType !== 'TEAM_SPRINT' || s.teamId !== teamId) throw notFound('The team sprint');
    if (s.status !== 'NOT_STARTED')
      throw conflict('The team sprint has started; its design can no longer change.', 'SPRINT_STARTED');
    return s;
  }

  return {
    read,
    membersView,

    /** POST team-sprint: begins the team's design or saves one step of it. */
    async save(p: Principal, body: SaveTeamDesignBody): Promise<TeamSprintView> {
      const place = await access.admin(p, body.teamId);
      const { team } = place;
      // asked before the transaction (the teams module and identity read with their own connection)
      const lng = await design.language(p);
      if (body.sprintCode && !(await design.hasFeature(p.clientId, 'predesigned-sprint')))
        throw forbidden('Your licence does not include pre-designed sprints.', 'FEATURE_NOT_LICENSED');
      const people = await deps.teams.members(p.clientId, team.id);
      const eligible = new Set([team.managerId, ...people.filter((m) => m.accepted).map((m) => m.userId)]);

      const id = await db.transaction(async (tx) => {
        let s: SprintRow;
        if (body.id !== undefined) s = await ownDesign(p, body.id, team.id, tx);
        else {
          if (body.step !== 'select' || (!body.sprintCode && !body.custom))
            throw badRequest('sprintCode: is required to begin a team sprint (or custom for your own)');
          const open = await repo.ofTeam(p.clientId, team.id, 'NOT_STARTED', tx);
          s = open
            ? await ownDesign(p, open.id, team.id, tx)
            : await designRepo.insertSprint(
                {
                  clientId: p.clientId,
                  userId: team.managerId,
                  teamId: team.id,
                  sprintType: 'TEAM_SPRINT',
                  label: body.custom?.label ?? '',
                  status: 'NOT_STARTED',
                },
                tx,
              );
          // the manager is always in the sprint team
          if (!open) await repo.replaceMembers(s, [team.managerId], team.managerId, tx);
        }
        await design.applySteps(s, body, lng, tx);
        if (body.sprintTeam) {
          const chosen = [...new Set(body.sprintTeam)];
          chosen.forEach((userId, i) => {
            if (!eligible.has(userId)) throw badRequest(`sprintTeam.${i}: is not a member of the team`);
          });
          if (!chosen.includes(team.managerId))
            throw badRequest('sprintTeam: must include the team manager', 'SPRINT_TEAM_WITHOUT_MANAGER');
          await repo.replaceMembers(s, chosen, team.managerId, tx);
          await repo.clearLeadsOutside(s.id, chosen, tx);
        }
        if (body.actionLeads) {
          const members = new Set((await repo.members(s.id, tx)).map((m) => m.userId));
          const actions = await repo.actions(s.id, tx);
          for (const [i, lead] of body.actionLeads.entries()) {
            if (!actions.some((a) => a.id === lead.actionId))
              throw badRequest(`actionLeads.${i}.actionId: is not an action of this sprint`);
            if (!members.has(lead.leadId))
              throw badRequest(
                `actionLeads.${i}.leadId: is not in the sprint team`,
                'LEAD_NOT_IN_SPRINT_TEAM',
              );
            await repo.setLead(lead.actionId, lead.leadId, tx);
          }
        }
        const fresh = (await designRepo.lock(p.clientId, s.id, tx)) as SprintRow;
        await designRepo.updateSprint(s.id, { designStep: furthest(fresh.designStep, body.step) }, tx);
        return s.id;
      });
      const saved = (await designRepo.sprint(p.clientId, id)) as SprintRow;
      return read(saved, team.name, new Set(people.filter((m) => m.guest).map((m) => m.userId)));
    },

    /** One team sprint (design or running) for anyone of the team; a design is the manager's alone. */
    async get(p: Principal, id: number): Promise<TeamSprintView> {
      const place = await access.sprint(p, id);
      if (place.sprint.status === 'NOT_STARTED') access.requireAdmin(place);
      return read(place.sprint, place.team.name);
    },

    /** GET team-sprint/findTeamActiveSprint/{teamId}: the sprint in progress, the design, the viewer's place. */
    async active(p: Principal, teamId: number) {
      const place = await access.team(p, teamId);
      const [sprint, draft] = await Promise.all([
        repo.ofTeam(p.clientId, teamId, 'IN_PROGRESS'),
        place.teamAdmin ? repo.ofTeam(p.clientId, teamId, 'NOT_STARTED') : Promise.resolve(null),
      ]);
      const guests = await guestsOf(p.clientId, teamId);
      const current = sprint ?? (await repo.ofTeam(p.clientId, teamId, 'NOT_STARTED'));
      const member = current
        ? ((await repo.members(current.id)).find((m) => m.userId === p.userId) ?? null)
        : null;
      return {
        teamId,
        teamName: place.team.name,
        sprint: sprint ? await read(sprint, place.team.name, guests) : null,
        design: draft ? await read(draft, place.team.name, guests) : null,
        viewer: viewerOf(p, place, current, member),
      };
    },
  };
}
export type TeamDesign = ReturnType<typeof createTeamDesign>;
