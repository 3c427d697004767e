import { CARD_ORDER, registerDashboardCard } from '../dashboard';
import { TeamSprintsCard } from './components/TeamSprintsCard';

/**
 * Team sprints (issue 13): the stand-up form's host (the shell mounts it), the person's teams with their team
 * sprint and navigation state (the side navigation gates its team sprint entries by it), and the dashboard card.
 */
export { teamSummaryQuery, useTeamSummary } from './api/team-summary';
export { StandUpHost } from './components/StandUpHost';

// beside the person's own sprint card, their team sprints
registerDashboardCard({ id: 'team-sprints', order: CARD_ORDER.sprint + 1, Card: TeamSprintsCard });
