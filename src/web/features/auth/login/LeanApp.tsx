import { type ComponentType, Suspense, useEffect, useMemo, useState } from 'react';
import { resumeSession } from '../../../lib/api/client';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { type LoginHost, LoginHostContext } from './host';
import { LoginScreen } from './LoginScreen';

/** The screens the lean start shows by itself, by path. */
const SCREENS: Record<string, ComponentType> = {
  '/auth/login': LoginScreen,
  '/auth/forgot-password': ForgotPasswordScreen,
};

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether the lean start shows this path itself (otherwise the whole app loads). */
export function isLeanPath(pathname: string): boolean {
  return Object.hasOwn(SCREENS, trimmed(pathname));
}

/**
 * The lean start: the sign-in screens without the app's router, theme or query cache. Going anywhere else
 * (after signing in, or by a link) hands over to the whole app, whose router then goes to the new address.
 */
export function LeanApp({ onLeave }: { onLeave: (to?: string, options?: { replace?: boolean }) => void }) {
  const [where, setWhere] = useState(() => ({
    path: window.location.pathname,
    search: window.location.search,
  }));

  useEffect(() => {
    const onPop = () => {
      if (isLeanPath(window.location.pathname)) {
        setWhere({ path: window.location.pathname, search: window.location.search });
      } else onLeave();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [onLeave]);

  const host = useMemo<LoginHost>(
    () => ({
      search: new URLSearchParams(where.search),
      navigate(to, options) {
        const url = new URL(to, window.location.origin);
        if (isLeanPath(url.pathname)) {
          window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
          setWhere({ path: url.pathname, search: url.search });
          window.scrollTo(0, 0);
        } else {
          // the app's router goes there itself, so its guards run before the address changes (as they do
          // for any navigation in the app: a person who must agree to the policy never sees the dashboard)
          onLeave(to, options);
        }
      },
      // nothing is cached yet on the lean start
      signedIn: resumeSession,
    }),
    [where.search, onLeave],
  );

  const Screen = SCREENS[trimmed(where.path)] ?? LoginScreen;
  return (
    <LoginHostContext.Provider value={host}>
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </LoginHostContext.Provider>
  );
}
