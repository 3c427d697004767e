/** What other features may use of teams. */

/** The teams the person manages or belongs to (the navigation's "My teams"). */
export { myTeamsQuery, useMyTeams } from './api/my-teams';
export { TeamMilestones } from './components/TeamMilestones';
