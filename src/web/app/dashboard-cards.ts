/**
 * The features that put cards on the main dashboard: each one's index registers its cards (with an order and a
 * visibility predicate) when loaded. A new feature with a card adds its index here.
 */
import '../features/dashboard';
import '../features/assessment';
import '../features/plan';
import '../features/sprint-design';
import '../features/alignment';
import '../features/team-sprint';
