import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LEGACY_TOKEN_COOKIE_NAMES,
  REFRESH_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  SESSION_HINT_COOKIE_NAME,
} from '../../../shared/constants';

/** The value of one cookie of the request, or null. */
export function cookieOf(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

/** Tokens of a session as the server issues them (decision 0029). */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  /** when the access token expires (epoch seconds) */
  accessExpiresAt: number;
  /** when the server session ends */
  sessionExpiresAt: Date;
}

/** A short, non-secret tag of a session: another tab sees that the session changed without learning its id. */
export const sessionTag = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('hex').slice(0, 12);

/** What the readable hint cookie says: `<session tag>.<access expiry, epoch seconds>`. */
export const hintValue = (issued: Pick<IssuedSession, 'sessionId' | 'accessExpiresAt'>) =>
  `${sessionTag(issued.sessionId)}.${issued.accessExpiresAt}`;

interface CookieOptions {
  path: string;
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
}

function serialize(name: string, value: string, o: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${o.path}`,
    `Max-Age=${Math.max(0, Math.floor(o.maxAge))}`,
    'SameSite=Lax',
    ...(o.httpOnly ? ['HttpOnly'] : []),
    ...(o.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Secure when the request came over HTTPS (directly or through a trusted proxy) or the public address is HTTPS. */
export function isSecureRequest(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https://');
}

function appendCookies(reply: FastifyReply, cookies: string[]) {
  const existing = reply.getHeader('set-cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...before, ...cookies]);
}

/**
 * The browser's credentials: the access token (HttpOnly, sent to /api), the refresh credential (HttpOnly, sent
 * only to /api/auth) and the readable hint. All SameSite=Lax, Secure when HTTPS, living as long as the session.
 */
export function setSessionCookies(reply: FastifyReply, issued: IssuedSession, secure: boolean): void {
  const maxAge = (issued.sessionExpiresAt.getTime() - Date.now()) / 1000;
  appendCookies(reply, [
    serialize(SESSION_COOKIE_NAME, issued.accessToken, { path: '/api', maxAge, httpOnly: true, secure }),
    serialize(REFRESH_COOKIE_NAME, issued.refreshToken, {
      path: '/api/auth',
      maxAge,
      httpOnly: true,
      secure,
    }),
    serialize(SESSION_HINT_COOKIE_NAME, hintValue(issued), { path: '/', maxAge, httpOnly: false, secure }),
    ...LEGACY_TOKEN_COOKIE_NAMES.map((n) =>
      serialize(n, '', { path: '/', maxAge: 0, httpOnly: false, secure }),
    ),
  ]);
}

/** Deletes the browser's session cookies (sign-out, or a session found ended). */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const gone = (name: string, path: string, httpOnly: boolean) =>
    serialize(name, '', { path, maxAge: 0, httpOnly, secure });
  appendCookies(reply, [
    gone(SESSION_COOKIE_NAME, '/api', true),
    gone(REFRESH_COOKIE_NAME, '/api/auth', true),
    gone(SESSION_HINT_COOKIE_NAME, '/', false),
  ]);
}
