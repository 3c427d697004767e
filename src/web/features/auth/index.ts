/** What other features (and the app shell) may use of auth. */
export { DemoBanner } from './components/DemoBanner';
export { PolicyText } from './components/PolicyText';
export {
  completeSignIn,
  signOut,
  startImpersonation,
  stopImpersonation,
  switchOrganisation,
} from './session-actions';
