import { lazy, Suspense, useEffect } from 'react';
import { sessionChangedElsewhere } from '../lib/auth/session-hint';
import { openSessionDialog, useSessionDialogOpen } from '../lib/session/session-store';

const SessionDialog = lazy(() => import('../ui/SessionDialog'));

const CHECK_EVERY_MS = 5000;

/**
 * Watches the session hint cookie: when another tab switched organisation or started or ended impersonation,
 * this tab's data belongs to the old session, so the blocking session dialog opens.
 */
export function SessionGuard() {
  const open = useSessionDialogOpen();
  useEffect(() => {
    const check = () => {
      if (sessionChangedElsewhere()) openSessionDialog();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialog />
    </Suspense>
  );
}
