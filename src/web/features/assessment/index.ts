import { CARD_ORDER, registerDashboardCard } from '../dashboard';
import { GlaDashboardCard } from './components/GlaDashboardCard';

/** What other features may use of the assessment: the console's nominees section, loaded on demand. */
export const loadNomineesPage = () => import('./pages/NomineesPage');

registerDashboardCard({ id: 'gla', order: CARD_ORDER.gla, Card: GlaDashboardCard });

/** The Leader Profile's picture and capabilities, read-only: the teams feature shows a member's to their manager. */
export { LeaderProfile } from './components/LeaderProfile';
