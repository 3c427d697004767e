import { type ReactNode, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type LoginHost, LoginHostContext } from '../login/host';
import { completeSignIn } from '../session-actions';

/** Shows a sign-in screen inside the whole app: the router navigates, signing in clears the query cache. */
export function RouterLoginHost({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const host = useMemo<LoginHost>(
    () => ({
      search,
      navigate: (to, options) => void navigate(to, { replace: options?.replace }),
      signedIn: completeSignIn,
    }),
    [navigate, search],
  );
  return <LoginHostContext.Provider value={host}>{children}</LoginHostContext.Provider>;
}
