import { CARD_ORDER, registerDashboardCard } from '../dashboard';
import { SprintHomeCard } from './components/SprintHomeCard';

/** What other features may use of the sprint design: the crew panel (the sprint dashboard places it). */
export { CrewPanel } from './crew/CrewPanel';

// the real sprint replaces the dashboard's placeholder sprint card (same id)
registerDashboardCard({ id: 'sprint', order: CARD_ORDER.sprint, Card: SprintHomeCard });

export type { DesignBody, DesignedSprint } from './api/design';
export { sprintDesignKeys } from './api/keys';
/** The design pages and their scope: a team designs its sprint with the same pages (issue 13). */
export { default as DiyPage } from './pages/DiyPage';
export { default as PreDesignedPage } from './pages/PreDesignedPage';
export { default as SprintLibraryPage } from './pages/SprintLibraryPage';
export { default as WizardPage } from './pages/WizardPage';
export { type ActiveDesign, type DesignScope, DesignScopeProvider } from './scope';
export { StepActions } from './wizard/StepActions';
export { SummaryRow } from './wizard/SummaryRow';
export type { StepProps } from './wizard/step-props';
