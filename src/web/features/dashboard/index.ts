import { BadgesCard } from './components/BadgesCard';
import { NextUpCard } from './components/NextUpCard';
import { SprintCard } from './components/SprintCard';
import { SubscriptionCard } from './components/SubscriptionCard';
import { CARD_ORDER, registerDashboardCard } from './registry';

/** The plan's progress as the dashboard's next-up call answers it (the plan card shows it). */
export { usePlanProgress } from './api/next-up';

/** What other features may use of the dashboard: the card registry. */
export {
  CARD_ORDER,
  type DashboardCardEntry,
  type DashboardContext,
  registerDashboardCard,
} from './registry';

registerDashboardCard({ id: 'next-up', order: CARD_ORDER.nextUp, Card: NextUpCard });
registerDashboardCard({ id: 'sprint', order: CARD_ORDER.sprint, Card: SprintCard });
registerDashboardCard({ id: 'badges', order: CARD_ORDER.badges, Card: BadgesCard });
registerDashboardCard({ id: 'subscription', order: CARD_ORDER.subscription, Card: SubscriptionCard });
