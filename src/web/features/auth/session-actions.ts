import { DEFAULT_HOME } from '../../../shared/domain/safe-redirect';
import {
  clearAdminToken,
  clearAllTokens,
  getToken,
  setAdminToken,
  setToken,
} from '../../lib/auth/token-store';
import { queryClient } from '../../lib/query-client';
import { endImpersonation } from './api/end-impersonation';
import { impersonate } from './api/impersonate';
import { logout } from './api/logout';
import { switchOrg } from './api/switch-org';

/** Keeps a freshly issued token (sign-in) and forgets everything cached for the previous person. */
export function completeSignIn(accessToken: string): void {
  setToken(accessToken);
  queryClient.clear();
}

/**
 * Signs out on the server (which answers with where to go), clears the cookies and the cache.
 * With `follow: false` the browser stays (the caller goes on, e.g. to open an e-mail).
 */
export async function signOut(options: { follow?: boolean } = {}): Promise<string> {
  let target = '/auth/login';
  try {
    target = (await logout()).logout_url || target;
  } catch {
    // the session may already be gone; signing out locally is still right
  }
  clearAllTokens();
  queryClient.clear();
  if (options.follow !== false) window.location.assign(target);
  return target;
}

/** Switches organisation: stores the new token and reloads the page in it. */
export async function switchOrganisation(orgId: number): Promise<void> {
  const { access_token } = await switchOrg(orgId);
  setToken(access_token);
  window.location.reload();
}

/** Admin only: acts as another person; the admin's own token is kept to come back. */
export async function startImpersonation(userId: number): Promise<void> {
  const own = getToken();
  const { access_token } = await impersonate(userId);
  if (own) setAdminToken(own);
  setToken(access_token);
  window.location.assign(DEFAULT_HOME);
}

/** Ends impersonation: back to the admin's own token and the dashboard. */
export async function stopImpersonation(): Promise<void> {
  const { access_token } = await endImpersonation();
  setToken(access_token);
  clearAdminToken();
  window.location.assign(DEFAULT_HOME);
}
