import { createHmac, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../../../shared/constants';
import type { AccessTokenClaims, TokenActor } from '../../../shared/contracts/auth';

export interface TokenSubject {
  userId: number;
  clientId: number;
  roles: readonly string[];
  sessionId: string;
  email: string;
  name: string;
  actor?: TokenActor;
}

const VERIFIED_MAX = 10_000;

/** Signs and verifies access tokens (HS256 through fast-jwt; see ARCHITECTURE.md on why not jose). */
export function createTokenService(secret: string, lifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: lifetimeSeconds * 1000 });
  const verifyStrict = createVerifier({ key: secret, algorithms: ['HS256'] });
  const verifyIgnoringExpiry = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true });

  const refreshMac = (sessionId: string, generation: number) =>
    createHmac('sha256', secret).update(`refresh:${sessionId}:${generation}`).digest('base64url');
  /**
   * Tokens this instance has verified, keyed by the token itself (exact match: no key can collide), until their
   * `exp`. fast-jwt's own cache keys by a SHA-256 of the token, which cost a few per cent of every signed-in
   * call (decision 0026); a hit here is one Map lookup.
   */
  const verified = new Map<string, AccessTokenClaims>();

  return {
    issue(s: TokenSubject): string {
      const claims: Omit<AccessTokenClaims, 'iat' | 'exp'> = {
        sub: String(s.userId),
        org_id: s.clientId,
        roles: [...s.roles],
        session_id: s.sessionId,
        email: s.email,
        name: s.name,
        ...(s.actor ? { act: s.actor } : {}),
      };
      return sign(claims);
    },
    /** The claims of a valid, unexpired token, or null. */
    verify(token: string): AccessTokenClaims | null {
      const hit = verified.get(token);
      if (hit) {
        if (hit.exp * 1000 > Date.now()) return hit;
        verified.delete(token);
        return null;
      }
      try {
        const claims = verifyStrict(token) as AccessTokenClaims;
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
    /**
     * A refresh credential: names its session and generation, signed by us (decision 0029). Only the session's
     * current generation refreshes; an earlier one presented again is a reuse and ends the session.
     */
    issueRefresh(sessionId: string, generation: number): string {
      return `${REFRESH_PREFIX}${sessionId}.${generation}.${refreshMac(sessionId, generation)}`;
    },
    /** The session and generation of a refresh credential we signed, or null. */
    readRefresh(token: string): { sessionId: string; generation: number } | null {
      const m = /^rt1\.([0-9a-f-]{36})\.(\d{1,9})\.([\w-]{43})$/.exec(token);
      if (!m) return null;
      const [, sessionId, gen, mac] = m;
      const expected = Buffer.from(refreshMac(sessionId, Number(gen)));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { sessionId, generation: Number(gen) };
    },
    /** The claims of a token signed by us even when expired (sign-out uses it: ending a session is always fine). */
    verifySignatureOnly(token: string): AccessTokenClaims | null {
      try {
        return verifyIgnoringExpiry(token) as AccessTokenClaims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

const REFRESH_PREFIX = 'rt1.';
export const isRefreshCredential = (token: string) => token.startsWith(REFRESH_PREFIX);

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m ? m[1] : null;
}
