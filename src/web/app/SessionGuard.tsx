import { lazy, Suspense, useEffect } from 'react';
import { orgChangedElsewhere } from '../lib/auth/token-store';
import { openSessionDialog, useSessionDialogOpen } from '../lib/session/session-store';

const SessionDialog = lazy(() => import('../ui/SessionDialog'));

const CHECK_EVERY_MS = 5000;

/**
 * Watches the token cookie: when another tab switched organisation, this tab's data belongs to the
 * old one, so the blocking session dialog opens. Also shows the dialog when a refresh failed.
 */
export function SessionGuard() {
  const open = useSessionDialogOpen();
  useEffect(() => {
    const check = () => {
      if (orgChangedElsewhere()) openSessionDialog();
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
