/**
 * Routes that later work builds. Until then each leads to the "being built" page inside the layout.
 * Remove a path from this list when its real page arrives.
 */
export const PENDING_ROUTES: readonly { path: string; titleKey: string }[] = [
  { path: 'event/dashboard', titleKey: 'items.events' },
];
