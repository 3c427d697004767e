/** What other features and the shell may use of check-ins: the dialog host, the dashboard's call to action. */
export { CheckInCallToAction } from './components/CheckInCallToAction';
export { CheckInHost } from './components/CheckInHost';
export { openCheckInDialog } from './dialog-store';
