/** What other features may use of the 360: the Custom 360 questions (the console's settings page places them). */
export { Custom360Questions } from './components/Custom360Questions';
/** The 360 report itself: a manager reads a member's shared report with it (teams' member pages). */
export { ReportView } from './components/ReportView';
