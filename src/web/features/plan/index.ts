import { CARD_ORDER, registerDashboardCard } from '../dashboard';
import { PlanDashboardCard } from './components/PlanDashboardCard';

/** What other features may use of the plan (nothing yet); registers the plan's dashboard card. */
registerDashboardCard({ id: 'plan', order: CARD_ORDER.plan, Card: PlanDashboardCard });
