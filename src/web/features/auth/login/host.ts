import { createContext, useContext } from 'react';

/**
 * What the sign-in screens need from whoever shows them: the lean start (src/web/main.tsx, before the app's
 * router, theme and query cache are loaded) or the app's router (a person sent back to sign in).
 */
export interface LoginHost {
  /** the query string of the current address */
  search: URLSearchParams;
  /** goes to another address in the app (replace: instead of the current history entry) */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** the server has set the session cookies (decision 0029): work in the new session, forget the previous person */
  signedIn(): void;
}

export const LoginHostContext = createContext<LoginHost | null>(null);

export function useLoginHost(): LoginHost {
  const host = useContext(LoginHostContext);
  if (!host) throw new Error('The sign-in screens need a LoginHostContext provider');
  return host;
}
