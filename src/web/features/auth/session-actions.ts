import { DEFAULT_HOME } from '../../../shared/domain/safe-redirect';
import { resumeSession } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import { endImpersonation } from './api/end-impersonation';
import { impersonate } from './api/impersonate';
import { logout } from './api/logout';
import { switchOrg } from './api/switch-org';

/**
 * After sign-in (the server set the session cookies, decision 0029): this tab works in the new session and
 * forgets everything cached for the previous person.
 */
export function completeSignIn(): void {
  resumeSession();
  queryClient.clear();
}

/**
 * Signs out on the server (which deletes the session cookies and answers with where to go) and clears the cache.
 * With `follow: false` the browser stays (the caller goes on, e.g. to open an e-mail).
 */
export async function signOut(options: { follow?: boolean } = {}): Promise<string> {
  let target = '/auth/login';
  try {
    target = (await logout()).logout_url || target;
  } catch {
    // the session may already be gone; signing out locally is still right
  }
  queryClient.clear();
  if (options.follow !== false) window.location.assign(target);
  return target;
}

/** Switches organisation: the server sets the new session's cookies; the page reloads in it. */
export async function switchOrganisation(orgId: number): Promise<void> {
  await switchOrg(orgId);
  window.location.reload();
}

/** Admin only: acts as another person (the server keeps the admin's own session to come back to). */
export async function startImpersonation(userId: number): Promise<void> {
  await impersonate(userId);
  window.location.assign(DEFAULT_HOME);
}

/** Ends impersonation: back to the admin's own session and the dashboard. */
export async function stopImpersonation(): Promise<void> {
  await endImpersonation();
  window.location.assign(DEFAULT_HOME);
}
