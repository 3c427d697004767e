import type { SprintTeamMemberStatus, TeamSprintNavigation } from '../contracts/team-sprint';

/** A member counts as active while their last sign of life (activity, check-in, stand-up) is this recent. */
export const ACTIVE_WITHIN_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * A sprint team member's dot (issue 13): not joined (red) until they did anything in the sprint, active (green)
 * when they did within the last ACTIVE_WITHIN_DAYS days, inactive (orange) otherwise.
 */
export function memberStatus(lastActivity: Date | null, now: Date): SprintTeamMemberStatus {
  if (!lastActivity) return 'NOT_JOINED';
  return now.getTime() - lastActivity.getTime() <= ACTIVE_WITHIN_DAYS * DAY_MS ? 'ACTIVE' : 'INACTIVE';
}

/**
 * How the team sprint entries of the navigation show for a viewer (spec 4): disabled with no sprint or one not
 * started; in progress but the viewer not in the sprint team, disabled with a 'Not Started' badge; else open.
 */
export function teamSprintNavigation(
  sprint: { status: string } | null,
  viewerInSprintTeam: boolean,
): TeamSprintNavigation {
  if (!sprint) return 'NO_SPRINT';
  if (sprint.status !== 'IN_PROGRESS') return 'NOT_STARTED';
  return viewerInSprintTeam ? 'IN_SPRINT_TEAM' : 'NOT_IN_SPRINT_TEAM';
}

/** Who may tick or delete an action of a team sprint: its lead, the team manager or a team admin (spec 5). */
export function mayManageAction(
  viewer: { userId: number; teamAdmin: boolean },
  action: { actionLeadId: number | null },
): boolean {
  return viewer.teamAdmin || action.actionLeadId === viewer.userId;
}

/** Why an activity of a team sprint may not be changed by the viewer, or null when it may (spec 5). */
export function activityChangeRefusal(
  viewer: { userId: number; teamAdmin: boolean },
  activity: { createdBy: number; type: string },
  action: { status: string } | null,
): 'NOT_CREATOR' | 'CHECK_IN_ACTIVITY' | 'ACTION_FINISHED' | null {
  if (activity.type === 'CHECK_IN') return 'CHECK_IN_ACTIVITY';
  if (action?.status === 'FINISHED') return 'ACTION_FINISHED';
  if (!viewer.teamAdmin && activity.createdBy !== viewer.userId) return 'NOT_CREATOR';
  return null;
}
