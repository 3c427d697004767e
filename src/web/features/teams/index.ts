/** What other features may use of teams. */
export { TeamMilestones } from './components/TeamMilestones';
