import type { TeamSprintViewer } from '../../../../shared/contracts/team-sprint';
import { teamSprintNavigation } from '../../../../shared/domain/team-sprint';
import type { Principal } from '../../../platform/auth/access';
import { forbidden, notFound } from '../../../platform/http/errors';
import type { SprintTeamsPort } from '../deps';
import type { SprintRow, SprintTeamMemberRow, TeamSprintRepo } from './repo';

export interface TeamPlace {
  team: { id: number; name: string; managerId: number };
  /** the team's manager */
  manager: boolean;
  /** the one who designs and runs the team sprint: its manager (an organisation ADMIN is not: decision 0073) */
  teamAdmin: boolean;
}
export interface TeamSprintPlace extends TeamPlace {
  sprint: SprintRow;
  members: SprintTeamMemberRow[];
  /** the caller's row in the sprint team, or null */
  member: SprintTeamMemberRow | null;
}

/**
 * Who stands where in a team sprint (issue 13): another organisation's team or sprint is 404; a person of the
 * organisation outside the team is 403, an ADMIN of the organisation too (least privilege, issue 33 point 3 and
 * decision 0073: an admin keeps the team's settings and the manager impact view, never the people's stand-ups,
 * check-ins and sprint work); the team's manager and members (guests included) read; the manager designs and runs
 * it. Asked before any transaction: the teams module reads with its own connection.
 */
export function createTeamSprintAccess(teams: SprintTeamsPort, repo: TeamSprintRepo) {
  async function team(p: Principal, teamId: number): Promise<TeamPlace> {
    const found = await teams.place(p.clientId, teamId, p.userId);
    if (!found) throw notFound('The team');
    const { team: t, role } = found;
    if (!role) throw forbidden('You are not a member of this team.', 'NOT_TEAM_MEMBER');
    return { team: t, manager: role === 'MANAGER', teamAdmin: role === 'MANAGER' };
  }

  async function sprint(p: Principal, sprintId: number): Promise<TeamSprintPlace> {
    const s = await repo.sprint(p.clientId, sprintId);
    if (!s || s.teamId === null) throw notFound('The team sprint');
    const place = await team(p, s.teamId);
    const members = await repo.members(s.id);
    return { ...place, sprint: s, members, member: members.find((m) => m.userId === p.userId) ?? null };
  }

  const requireAdmin = <T extends TeamPlace>(place: T): T => {
    if (!place.teamAdmin)
      throw forbidden('Only the team manager may design and run the team sprint.', 'NOT_TEAM_MANAGER');
    return place;
  };

  return {
    team,
    sprint,
    requireAdmin,
    /** the team's manager or admin */
    async admin(p: Principal, teamId: number) {
      return requireAdmin(await team(p, teamId));
    },
    /** a team sprint the caller runs (manager or admin) */
    async adminOfSprint(p: Principal, sprintId: number) {
      return requireAdmin(await sprint(p, sprintId));
    },
    /** the team manager, an admin or a member of the sprint team (who work on the sprint) */
    async participant(p: Principal, sprintId: number) {
      const place = await sprint(p, sprintId);
      if (!place.teamAdmin && !place.member)
        throw forbidden('You are not in the sprint team of this team sprint.', 'NOT_IN_SPRINT_TEAM');
      return place;
    },
  };
}
export type TeamSprintAccess = ReturnType<typeof createTeamSprintAccess>;

/** The viewer's place as the web shows it (what it may do, how the navigation shows). */
export function viewerOf(
  p: Principal,
  place: TeamPlace,
  sprint: Pick<SprintRow, 'status'> | null,
  member: Pick<SprintTeamMemberRow, 'standUpAssistantEnabled'> | null,
): TeamSprintViewer {
  return {
    userId: p.userId,
    manager: place.manager,
    teamAdmin: place.teamAdmin,
    inSprintTeam: member !== null,
    navigation: teamSprintNavigation(sprint, member !== null),
    standUpAssistantEnabled: member?.standUpAssistantEnabled ?? false,
  };
}
