/** What other features and the app may use of the gamification: the criteria panel, profile sections, dialog. */
export { CongratulationDialog } from './components/CongratulationDialog';
export { CriteriaPanel } from './components/CriteriaPanel';
export { EarnedBadgesRow } from './components/EarnedBadgesRow';
export { ProfileBadgeSections } from './components/ProfileBadgeSections';
