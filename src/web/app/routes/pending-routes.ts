/**
 * Routes that later work builds. Until then each leads to the "being built" page inside the layout.
 * Remove a path from this list when its real page arrives.
 */
export const PENDING_ROUTES: readonly { path: string; titleKey: string }[] = [
  { path: 'event/dashboard', titleKey: 'items.events' },
  { path: 'explore/leader-360', titleKey: 'items.leader360' },
  { path: 'sprint-library', titleKey: 'items.design' },
  { path: 'sprint-library/pre-designed', titleKey: 'items.preDesigned' },
  { path: 'sprint-library/diy', titleKey: 'items.diy' },
  { path: 'sprint/feedback', titleKey: 'items.feedback' },
  { path: 'sprint/analytics', titleKey: 'items.analytics' },
  { path: 'dashboard/viewing-rights', titleKey: 'items.viewingRights' },
];
