/** What other features may use of the sprint board: the person's sprint in progress (dashboard card). */
export { useCurrentSprint } from './api/current-sprint';
/** The board's parts a team sprint reuses with its own data (issue 13). */
export { ActivityDialog } from './components/ActivityDialog';
export {
  type BoardSprint,
  type BoardVariant,
  type CardHandlers,
  KanbanBoard,
} from './components/KanbanBoard';
export { OverviewCards } from './components/OverviewCards';
export { CrewList, goToCrewForm } from './components/SprintContents';
export { SprintTimeline } from './components/SprintTimeline';
