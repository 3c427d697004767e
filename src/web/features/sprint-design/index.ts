import { CARD_ORDER, registerDashboardCard } from '../dashboard';
import { SprintHomeCard } from './components/SprintHomeCard';

/** What other features may use of the sprint design: the crew panel (the sprint dashboard places it). */
export { CrewPanel } from './crew/CrewPanel';

// the real sprint replaces the dashboard's placeholder sprint card (same id)
registerDashboardCard({ id: 'sprint', order: CARD_ORDER.sprint, Card: SprintHomeCard });
