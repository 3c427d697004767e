import { IMPERSONATOR_COOKIE_NAME, TOKEN_COOKIE_DAYS, TOKEN_COOKIE_NAME } from '../../../shared/constants';
import { deleteCookie, getCookie, setCookie } from '../cookies';
import { decodeJwt, type TokenPayload } from '../jwt';

/** The organisation this tab works in: read at load, changed only when this tab stores a new token. */
let loadedOrgId: number | null = decodeJwt(getCookie(TOKEN_COOKIE_NAME))?.org_id ?? null;

export function getToken(): string | null {
  return getCookie(TOKEN_COOKIE_NAME);
}

export function getTokenPayload(): TokenPayload | null {
  return decodeJwt(getToken());
}

/** Stores a token obtained by this tab (sign-in, refresh, switch-org, impersonation). */
export function setToken(token: string): void {
  setCookie(TOKEN_COOKIE_NAME, token, TOKEN_COOKIE_DAYS);
  loadedOrgId = decodeJwt(token)?.org_id ?? null;
}

export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE_NAME);
}

export function getAdminToken(): string | null {
  return getCookie(IMPERSONATOR_COOKIE_NAME);
}

export function setAdminToken(token: string): void {
  setCookie(IMPERSONATOR_COOKIE_NAME, token, TOKEN_COOKIE_DAYS);
}

export function clearAdminToken(): void {
  deleteCookie(IMPERSONATOR_COOKIE_NAME);
}

export function clearAllTokens(): void {
  clearToken();
  clearAdminToken();
}

/**
 * True when the cookie now holds a token of another organisation than the one this tab loaded with
 * (another tab switched organisation or signed in as someone else elsewhere).
 */
export function orgChangedElsewhere(): boolean {
  if (loadedOrgId === null) return false;
  const current = getTokenPayload();
  return current !== null && current.org_id !== loadedOrgId;
}
