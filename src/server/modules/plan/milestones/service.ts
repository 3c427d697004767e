import type { SaveMilestoneBody } from '../../../../shared/contracts/plan';
import { MILESTONE_TYPES, type MilestoneType } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import { forbidden, notFound } from '../../../platform/http/errors';
import { createTeamMilestonesRepo, type TeamMilestoneRow } from '../../teams/milestones/repo';
import type { PlanAccessRules } from '../access';
import type { PlanDeps } from '../deps';
import { milestoneView } from '../plans/service';

const teamView = (m: TeamMilestoneRow) => ({
  id: m.id,
  teamId: m.teamId,
  type: m.type as MilestoneType,
  title: m.title,
  date: m.date,
  done: m.done,
});

/** Key milestones of a plan, and a team's milestones (teams come from the teams module through a port). */
export function createMilestoneService(deps: PlanDeps, access: PlanAccessRules) {
  const { repo } = deps;
  const teamRepo = createTeamMilestonesRepo(deps.db);

  async function teamMilestone(p: Principal, id: number, needManager: boolean) {
    const row = await teamRepo.byId(p.clientId, id);
    const role = row ? await deps.teams.roleIn(p.userId, p.clientId, row.teamId) : null;
    if (!row || !role) throw notFound('The team milestone');
    if (needManager && role !== 'MANAGER')
      throw forbidden('Only the team manager may change team milestones.');
    return row;
  }

  return {
    typeOptions: () => ({ items: [...MILESTONE_TYPES] }),

    async save(p: Principal, body: SaveMilestoneBody) {
      const plan = await access.write(p, body.agilePlanGroupId);
      const values = { type: body.type, title: body.title, date: body.date, note: body.note ?? null };
      if (body.id) {
        const row = await repo.updateMilestone(p.clientId, plan.id, body.id, values);
        if (!row) throw notFound('The milestone');
        return milestoneView(row);
      }
      return milestoneView(await repo.insertMilestone({ clientId: p.clientId, planId: plan.id, ...values }));
    },

    async remove(p: Principal, ref: { id: number; agilePlanGroupId: number }) {
      const plan = await access.write(p, ref.agilePlanGroupId);
      if (!(await repo.deleteMilestone(p.clientId, plan.id, ref.id))) throw notFound('The milestone');
      return { ok: true as const };
    },

    // ---- team milestones ----
    async createForTeam(
      p: Principal,
      body: { teamId: number; type: MilestoneType; title: string; date: string },
    ) {
      const role = await deps.teams.roleIn(p.userId, p.clientId, body.teamId);
      if (!role) throw notFound('The team');
      if (role !== 'MANAGER') throw forbidden('Only the team manager may add team milestones.');
      return teamView(await teamRepo.insert({ clientId: p.clientId, createdBy: p.userId, ...body }));
    },
    async ofTeam(p: Principal, teamId: number) {
      if (!(await deps.teams.roleIn(p.userId, p.clientId, teamId))) throw notFound('The team');
      return { items: (await teamRepo.ofTeams(p.clientId, [teamId])).map(teamView) };
    },
    /** The milestones of every team the person belongs to (the plan's milestone tab). */
    async ofMyTeams(p: Principal) {
      const teamIds = await deps.teams.teamIdsOf(p.userId, p.clientId);
      return { items: (await teamRepo.ofTeams(p.clientId, teamIds)).map(teamView) };
    },
    async markDone(p: Principal, id: number) {
      const row = await teamMilestone(p, id, false);
      return teamView(await teamRepo.markDone(p.clientId, row.id));
    },
    async removeForTeam(p: Principal, id: number) {
      const row = await teamMilestone(p, id, true);
      await teamRepo.remove(p.clientId, row.id);
      return { ok: true as const };
    },
  };
}
export type MilestoneService = ReturnType<typeof createMilestoneService>;
