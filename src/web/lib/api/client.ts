import {
  adoptCurrentSession,
  hadSession,
  isExpiringSoon,
  isSignedIn,
  readSessionHint,
  sessionChangedElsewhere,
} from '../auth/session-hint';
import { isSessionDialogOpen, openSessionDialog } from '../session/session-store';
import { NetworkError, SessionError, toApiError } from './errors';

export const AUTH_BASE = '/api/auth/api/v1';
export const USER_BASE = '/api/user';
export const LICENSE_BASE = '/api/license/api/v1';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** false: no session needed (sign-in, providers): no refresh, no session checks. */
  auth?: boolean;
  /** A given bearer token (guest links) instead of the session; no refresh then. */
  bearer?: string;
  signal?: AbortSignal;
}

/** Seconds before the access token's expiry at which the session is refreshed before a call. */
const REFRESH_MARGIN_SECONDS = 30;

/** The server's 401 codes that mean the session is over: the login page says why (issue 21, point 14). */
const SESSION_OVER = new Set(['SESSION_ENDED', 'SESSION_EXPIRED', 'SESSION_REUSED', 'ACCOUNT_DISABLED']);

let onUnauthenticated: (reason: string | null) => void = (reason) => {
  const here = window.location.pathname + window.location.search;
  const query = new URLSearchParams({ ...(reason ? { reason } : {}), redirectUrl: here });
  window.location.assign(`/auth/login?${query}`);
};

/** The app sets how to reach the login page (with why, when the server said) when the session is missing or over. */
export function setUnauthenticatedHandler(handler: (reason: string | null) => void): void {
  onUnauthenticated = handler;
}

/** Once the session is over, calls stop and the login page takes over (once). */
let leaving = false;
function sessionOver(reason: string | null): never {
  if (!leaving) {
    leaving = true;
    onUnauthenticated(reason);
  }
  throw new SessionError(reason ? 'ended' : 'no-token');
}

/** This tab signed in again: calls go out again, in the browser's current session. */
export function resumeSession(): void {
  leaving = false;
  adoptCurrentSession();
}

/** The 401's code, without consuming the response. */
async function codeOf(res: Response): Promise<string | null> {
  try {
    const body: unknown = await res.clone().json();
    const code = (body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/** The one refresh in flight; every request that needs the session meanwhile waits for it, then replays. */
let refreshing: Promise<void> | null = null;

async function doRefresh(): Promise<void> {
  const seen = readSessionHint()?.exp;
  const run = async () => {
    // another tab refreshed while this one waited for the lock: the browser already has the new cookies
    const now = readSessionHint();
    if (now && now.exp !== seen && !isExpiringSoon(now, REFRESH_MARGIN_SECONDS)) return;
    let res: Response;
    try {
      // the refresh credential is an HttpOnly cookie the browser sends; the answer sets the new cookies
      res = await fetch(`${AUTH_BASE}/refresh`, { headers: { Accept: 'application/json' } });
    } catch (e) {
      throw new NetworkError(e);
    }
    if (res.status === 401) sessionOver((await codeOf(res)) ?? 'SESSION_ENDED');
    if (!res.ok) throw await toApiError(res);
  };
  // Tabs share the cookies: one refresh at a time across them, or a tab would present a credential another tab
  // had just replaced, which the server takes for a reuse and ends the session.
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request('stride-session-refresh', run);
  else await run();
}

/** Refreshes the session once, however many callers ask at the same time. */
export function refreshSessionOnce(): Promise<void> {
  if (!refreshing) {
    refreshing = doRefresh().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

async function readySession(): Promise<void> {
  if (isSessionDialogOpen()) throw new SessionError('expired');
  if (leaving) throw new SessionError('ended');
  if (refreshing) return refreshing;
  if (!isSignedIn()) sessionOver(hadSession() ? 'SESSION_ENDED' : null);
  if (sessionChangedElsewhere()) {
    openSessionDialog();
    throw new SessionError('org-changed');
  }
  if (isExpiringSoon(readSessionHint(), REFRESH_MARGIN_SECONDS)) return refreshSessionOnce();
}

function buildUrl(path: string, query: ApiOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null) params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function send(path: string, opts: ApiOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // the server words its errors in the interface language (the i18n setup keeps <html lang> current)
  const lang = typeof document === 'undefined' ? '' : document.documentElement?.lang;
  if (lang) headers['Accept-Language'] = lang;
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new NetworkError(e);
  }
}

async function readBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? await res.json() : await res.text()) as T;
}

/**
 * Calls the server and answers its successful response. The session travels in HttpOnly cookies; before a call
 * it is refreshed when the access token expires within 30 s, a 401 of an expired token is answered with one
 * refresh and a replay, and a 401 saying the session is over (ended elsewhere, expired, account deactivated)
 * leads to the login page with the reason. Throws ApiError with the server's error fields otherwise.
 */
export async function apiResponse(path: string, opts: ApiOptions = {}): Promise<Response> {
  const useSession = opts.auth !== false && !opts.bearer;
  if (useSession) await readySession();
  let res = await send(path, opts);
  if (res.status === 401 && useSession) {
    const code = await codeOf(res);
    if (code && SESSION_OVER.has(code)) sessionOver(code);
    await refreshSessionOnce();
    res = await send(path, opts);
    if (res.status === 401) sessionOver((await codeOf(res)) ?? 'SESSION_ENDED');
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** apiResponse, read: JSON, text, or nothing for 204. */
export async function apiFetch<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  return readBody<T>(await apiResponse(path, opts));
}
