/** What other features may use of teams. */

/** A team's members (the team sprint's "sprint team" step picks from them). */
export { useTeamMembers } from './api/members';
/** The teams the person manages or belongs to (the navigation's "My teams"). */
export { myTeamsQuery, useMyTeams } from './api/my-teams';
export { TeamMilestones } from './components/TeamMilestones';
