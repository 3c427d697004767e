import { BadgesCard } from './components/BadgesCard';
import { SprintCard } from './components/SprintCard';
import { SubscriptionCard } from './components/SubscriptionCard';
import { CARD_ORDER, registerDashboardCard } from './registry';

/** What other features may use of the dashboard: the card registry. */
export {
  CARD_ORDER,
  type DashboardCardEntry,
  type DashboardContext,
  registerDashboardCard,
} from './registry';

registerDashboardCard({ id: 'sprint', order: CARD_ORDER.sprint, Card: SprintCard });
registerDashboardCard({ id: 'badges', order: CARD_ORDER.badges, Card: BadgesCard });
registerDashboardCard({ id: 'subscription', order: CARD_ORDER.subscription, Card: SubscriptionCard });
