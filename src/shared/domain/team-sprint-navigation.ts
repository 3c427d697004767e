import type { TeamSprintNavigation } from '../contracts/team-sprint';

/**
 * Team sprint navigation gating (spec sprints-teams-notifications-assistant, access gating). The server says
 * where the viewer stands (team/summary's sprintNavigation); this says how the entries show: disabled while the
 * team has no sprint or it has not started; disabled with a 'Not Started' badge while it is in progress but the
 * viewer is not in its sprint team; open for the sprint team.
 */
export function teamSprintEntryState(navigation: TeamSprintNavigation): {
  disabled: boolean;
  notStartedBadge: boolean;
} {
  return {
    disabled: navigation !== 'IN_SPRINT_TEAM',
    notStartedBadge: navigation === 'NOT_IN_SPRINT_TEAM',
  };
}

/** The team sprint views, in navigation order (paths under /teams/v2/{teamId}/sprint/). */
export const TEAM_SPRINT_VIEWS = ['dashboard', 'kanban', 'feedback', 'analytics'] as const;
export type TeamSprintView = (typeof TEAM_SPRINT_VIEWS)[number];

/**
 * Whether the sprint library entry shows for the team: only its manager (or a team admin) designs a team sprint,
 * and only while none is in progress (the dashboard takes its place then).
 */
export function showsTeamSprintLibrary(
  team: { manager: boolean },
  navigation: TeamSprintNavigation,
): boolean {
  return team.manager && (navigation === 'NO_SPRINT' || navigation === 'NOT_STARTED');
}
