import { MILESTONE_TYPES, type MilestoneType } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import { forbidden, notFound } from '../../../platform/http/errors';
import type { TeamMilestoneRow, TeamMilestonesRepo } from './repo';

const teamView = (m: TeamMilestoneRow) => ({
  id: m.id,
  teamId: m.teamId,
  type: m.type as MilestoneType,
  title: m.title,
  date: m.date,
  done: m.done,
});

/** A team's milestones: its members read them, its manager adds and removes them. */
export function createTeamMilestoneService(deps: {
  repo: TeamMilestonesRepo;
  roleIn(userId: number, clientId: number, teamId: number): Promise<'MANAGER' | 'MEMBER' | null>;
  teamIdsOf(userId: number, clientId: number): Promise<number[]>;
}) {
  const teamRepo = deps.repo;

  async function teamMilestone(p: Principal, id: number, needManager: boolean) {
    const row = await teamRepo.byId(p.clientId, id);
    const role = row ? await deps.roleIn(p.userId, p.clientId, row.teamId) : null;
    if (!row || !role) throw notFound('The team milestone');
    if (needManager && role !== 'MANAGER')
      throw forbidden('Only the team manager may change team milestones.');
    return row;
  }

  return {
    typeOptions: () => ({ items: [...MILESTONE_TYPES] }),
    async createForTeam(
      p: Principal,
      body: { teamId: number; type: MilestoneType; title: string; date: string },
    ) {
      const role = await deps.roleIn(p.userId, p.clientId, body.teamId);
      if (!role) throw notFound('The team');
      if (role !== 'MANAGER') throw forbidden('Only the team manager may add team milestones.');
      return teamView(await teamRepo.insert({ clientId: p.clientId, createdBy: p.userId, ...body }));
    },
    async ofTeam(p: Principal, teamId: number) {
      if (!(await deps.roleIn(p.userId, p.clientId, teamId))) throw notFound('The team');
      return { items: (await teamRepo.ofTeams(p.clientId, [teamId])).map(teamView) };
    },
    /** The milestones of every team the person belongs to (the plan's milestone tab). */
    async ofMyTeams(p: Principal) {
      const teamIds = await deps.teamIdsOf(p.userId, p.clientId);
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
export type TeamMilestoneService = ReturnType<typeof createTeamMilestoneService>;
