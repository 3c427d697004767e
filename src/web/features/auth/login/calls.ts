import type {
  AccessTokenResponse,
  DemoAccountsResponse,
  LoginBody,
  ProviderResponse,
} from '../../../../shared/contracts/auth';
import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';

/** The sign-in screens' calls, without the query cache (it is not loaded on the lean start). */
export const loginCalls = {
  /** the server keeps the session in HttpOnly cookies and answers no token (decision 0029) */
  login: (body: Omit<LoginBody, 'session'>): Promise<AccessTokenResponse> =>
    api.call(authCalls.login, { body: { ...body, session: 'cookie' }, auth: false }),
  providers: (): Promise<ProviderResponse> => api.call(authCalls.providers, { auth: false }),
  demoAccounts: (): Promise<DemoAccountsResponse> => api.call(authCalls.demoAccounts, { auth: false }),
  forgotPassword: (email: string) => api.call(authCalls.forgotPassword, { body: { email }, auth: false }),
};

/** Loads once per page load; a failure reads as nothing to show (the form still works). */
export function once<T>(load: () => Promise<T>): () => Promise<T | null> {
  let pending: Promise<T | null> | null = null;
  return () => {
    pending ??= load().catch(() => null);
    return pending;
  };
}

/** The demo accounts (and whether demo mode is on), asked once per page load by the banner and the list. */
export const loadDemoAccounts = once(loginCalls.demoAccounts);
