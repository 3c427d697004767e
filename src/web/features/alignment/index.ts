import { CARD_ORDER, registerDashboardCard } from '../dashboard';
import { ExpressDashboardCard } from './components/ExpressDashboardCard';

/** Registers the express setup's dashboard card: buyers and admins set up the team alignment survey from there. */
registerDashboardCard({
  id: 'alignment-express',
  order: CARD_ORDER.subscription - 5,
  visible: ({ user }) => user.roles.includes('BUYER') || user.roles.includes('ADMIN'),
  Card: ExpressDashboardCard,
});
