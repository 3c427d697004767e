// first: before any chunk with zod loads (see the module)
import './lib/zod-jitless';
import './app/fonts.css';
import { lazy, StrictMode, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loginUrl } from '../shared/domain/safe-redirect';
import type { Handover } from './app/FullApp';
import { needsSignIn } from './app/routes/signed-in-paths';
import { isLeanPath, LeanApp } from './features/auth/login/LeanApp';
import { isSignedIn } from './lib/auth/session-hint';
import { i18nReady } from './lib/i18n';

/** Loaded only off the sign-in pages: the router, MUI and the query cache (docs/decisions/0033). */
const FullApp = lazy(() => import('./app/FullApp'));

// Signed out at a signed-in address: the login page (coming back here afterwards) before any of the app loads
const { pathname, search } = window.location;
if (needsSignIn(pathname) && !isSignedIn())
  window.history.replaceState(null, '', loginUrl(pathname + search));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** The sign-in pages start lean; any other address, or leaving them, starts the whole app at that address. */
function Root() {
  const [full, setFull] = useState(() => !isLeanPath(window.location.pathname));
  const [handover, setHandover] = useState<Handover | null>(null);
  const leave = useCallback((to?: string, options?: { replace?: boolean }) => {
    if (to) setHandover({ to, replace: options?.replace });
    setFull(true);
  }, []);
  if (!full) return <LeanApp onLeave={leave} />;
  return (
    <Suspense fallback={null}>
      <FullApp handover={handover} />
    </Suspense>
  );
}

// The common texts load first, so even the first screen is in the person's language.
i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
