/**
 * What other features and the shell may use of notifications: the bell, its badge, the panel, the check-in hook,
 * the profile's blocks, the console's activity card and jobs page.
 */
export { registerCheckInOpener } from './check-in-opener';
export { ActivityCard } from './components/ActivityCard';
export { MeetingVideoLink } from './components/MeetingVideoLink';
export { NotificationBell, UnreadBadgeIcon } from './components/NotificationBell';
export { NotificationPanel } from './components/NotificationPanel';
export { NotificationProfileSections } from './components/ProfileSections';
export { useLiveNotifications } from './live';
export { registerStandUpOpener } from './stand-up-opener';
export const loadJobsPage = () => import('./pages/JobsPage');
