import { OIDC_ATTEMPT_MINUTES } from './oidc';

/**
 * The browser's half of a single sign-on attempt (decision 0027): a secret whose hash is the state sent to the
 * provider. HttpOnly (no script reads it), SameSite=Lax (a top-level redirect back from the provider carries it,
 * a cross-site sub-request does not), sent only to the callback, Secure when the server is served over HTTPS.
 */
export const OIDC_COOKIE = 'stride_oidc';
const PATH = '/api/auth/api/v1/auth-callback';

const attributes = (secure: boolean, maxAge: number) =>
  `Path=${PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Set when the attempt starts. */
export const oidcCookie = (secret: string, secure: boolean) =>
  `${OIDC_COOKIE}=${secret}; ${attributes(secure, OIDC_ATTEMPT_MINUTES * 60)}`;

/** Removed at the callback, whatever its outcome: an attempt is finished once. */
export const clearedOidcCookie = (secure: boolean) => `${OIDC_COOKIE}=; ${attributes(secure, 0)}`;

/** The value of one cookie of a request's Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
