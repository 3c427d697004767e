/** What other features may use of the sprint board: the person's sprint in progress (dashboard card). */
export { useCurrentSprint } from './api/current-sprint';
