import type { TeamSprintView } from '../../../../shared/contracts/team-sprint';

export interface TeamStartSummary {
  /** the sprint team, the manager first */
  team: Array<{ name: string; manager: boolean; guest: boolean }>;
  /** each action with its lead's name (null while none is chosen) */
  leads: Array<{ action: string; lead: string | null }>;
}

/** What the start step adds for a team sprint: who is in the sprint team and who leads each action. */
export function teamStartSummary(
  design: Pick<TeamSprintView, 'sprintTeamMembers' | 'actions'>,
): TeamStartSummary {
  const byId = new Map(design.sprintTeamMembers.map((m) => [m.teamMemberId, m.name]));
  const team = design.sprintTeamMembers
    .map((m) => ({ name: m.name, manager: m.type === 'TEAM_MANAGER', guest: m.guest }))
    .sort((a, b) => Number(b.manager) - Number(a.manager));
  const leads = design.actions.map((a) => ({
    action: a.label,
    lead: a.actionLeadId === null ? null : (byId.get(a.actionLeadId) ?? null),
  }));
  return { team, leads };
}
