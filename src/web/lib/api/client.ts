import { clearToken, getToken, getTokenPayload, orgChangedElsewhere, setToken } from '../auth/token-store';
import { isExpiringSoon } from '../jwt';
import { isSessionDialogOpen, openSessionDialog } from '../session/session-store';
import { NetworkError, SessionError, toApiError } from './errors';

export const AUTH_BASE = '/api/auth/api/v1';
export const USER_BASE = '/api/user';
export const LICENSE_BASE = '/api/license/api/v1';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** false: send no token (sign-in, providers). */
  auth?: boolean;
  /** A given bearer token (guest links) instead of the session's; no refresh then. */
  bearer?: string;
  signal?: AbortSignal;
}

/** Seconds before `exp` at which a token is refreshed before use. */
const REFRESH_MARGIN_SECONDS = 30;

let onUnauthenticated: () => void = () => {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/auth/login?redirectUrl=${encodeURIComponent(here)}`);
};

/** The app sets how to reach the login page when a guarded call finds no token. */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

/** The one refresh in flight; every request that needs a token meanwhile waits for it, then replays. */
let refreshing: Promise<string> | null = null;

async function doRefresh(oldToken: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${AUTH_BASE}/refresh`, { headers: { Authorization: `Bearer ${oldToken}` } });
  } catch (e) {
    throw new NetworkError(e);
  }
  if (res.status === 401 || res.status === 403) {
    // The session has ended: its token is useless, so Refresh in the dialog leads to the login page.
    clearToken();
    openSessionDialog();
    throw new SessionError('expired');
  }
  if (!res.ok) throw await toApiError(res);
  const { access_token } = (await res.json()) as { access_token: string };
  setToken(access_token);
  return access_token;
}

/** Refreshes the token once, however many callers ask at the same time. */
export function refreshTokenOnce(oldToken: string): Promise<string> {
  if (!refreshing) {
    refreshing = doRefresh(oldToken).finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

async function validToken(): Promise<string> {
  if (isSessionDialogOpen()) throw new SessionError('expired');
  if (refreshing) return refreshing;
  const token = getToken();
  if (!token) {
    onUnauthenticated();
    throw new SessionError('no-token');
  }
  if (orgChangedElsewhere()) {
    openSessionDialog();
    throw new SessionError('org-changed');
  }
  if (isExpiringSoon(getTokenPayload(), REFRESH_MARGIN_SECONDS)) return refreshTokenOnce(token);
  return token;
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

async function send(path: string, opts: ApiOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // the server words its errors in the interface language (the i18n setup keeps <html lang> current)
  const lang = typeof document === 'undefined' ? '' : document.documentElement?.lang;
  if (lang) headers['Accept-Language'] = lang;
  if (token) headers.Authorization = `Bearer ${token}`;
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
 * Calls the server. Adds the bearer token (refreshing it first when it expires within 30 s), replays once
 * after a 401 with a refreshed token, and throws ApiError with the server's error fields otherwise.
 */
export async function apiFetch<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const useSession = opts.auth !== false && !opts.bearer;
  const token = opts.bearer ?? (useSession ? await validToken() : null);
  let res = await send(path, opts, token);
  if (res.status === 401 && useSession && token) {
    const current = getToken();
    const fresh = current && current !== token ? current : await refreshTokenOnce(token);
    res = await send(path, opts, fresh);
    if (res.status === 401) {
      openSessionDialog();
      throw new SessionError('expired');
    }
  }
  if (!res.ok) throw await toApiError(res);
  return readBody<T>(res);
}
