import type { IncomingHttpHeaders } from 'node:http';
import { REFRESH_COOKIE_NAME, SESSION_COOKIE_NAME } from '../../../shared/constants';
import { unauthorized } from '../http/errors';
import { cookieOf } from './session-cookies';
import { bearerToken, isRefreshCredential } from './tokens';

/** How the caller presented its credential: a browser's cookie or an API client's Bearer header. */
export type CredentialVia = 'cookie' | 'bearer';
export interface PresentedCredential {
  token: string;
  via: CredentialVia;
}

/** The access token of a request: an Authorization Bearer header (API clients) or the session cookie. */
export function accessCredential(headers: IncomingHttpHeaders): PresentedCredential | null {
  const bearer = bearerToken(headers.authorization);
  if (bearer && !isRefreshCredential(bearer)) return { token: bearer, via: 'bearer' };
  if (bearer) return null;
  const cookie = cookieOf(headers.cookie, SESSION_COOKIE_NAME);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The refresh credential of a request: Bearer `rt1.…` (API clients) or the refresh cookie. */
export function refreshCredential(headers: IncomingHttpHeaders): PresentedCredential | null {
  const bearer = bearerToken(headers.authorization);
  if (bearer) return isRefreshCredential(bearer) ? { token: bearer, via: 'bearer' } : null;
  const cookie = cookieOf(headers.cookie, REFRESH_COOKIE_NAME);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** Why a session no longer resolves, as the 401's code: SESSION_ENDED, SESSION_EXPIRED or ACCOUNT_DISABLED. */
export type SessionEndReason = (sessionId: string) => Promise<SessionEndCode>;
export type SessionEndCode = 'SESSION_ENDED' | 'SESSION_EXPIRED' | 'ACCOUNT_DISABLED';

const END_MESSAGES: Record<SessionEndCode, string> = {
  SESSION_ENDED: 'Your session has ended. Please sign in again.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  ACCOUNT_DISABLED: 'This account has been deactivated. Please contact your administrator.',
};
export const sessionEnded = (code: SessionEndCode = 'SESSION_ENDED') =>
  unauthorized(END_MESSAGES[code], code);
