/** What other features and the shell may use of notifications: the bell, its badge, the panel, the check-in hook. */
export { registerCheckInOpener } from './check-in-opener';
export { NotificationBell, UnreadBadgeIcon } from './components/NotificationBell';
export { NotificationPanel } from './components/NotificationPanel';
export { NotificationProfileSections } from './components/ProfileSections';
export { useLiveNotifications } from './live';
