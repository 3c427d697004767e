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

/** Signs and verifies access tokens (HS256 through fast-jwt; see ARCHITECTURE.md on why not jose). */
export function createTokenService(secret: string, lifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: lifetimeSeconds * 1000 });
  const verifyStrict = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000 });
  const verifyIgnoringExpiry = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true });

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
      try {
        return verifyStrict(token) as AccessTokenClaims;
      } catch {
        return null;
      }
    },
    /** The claims of a token signed by us even when expired (refresh uses it, then checks the session). */
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

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m ? m[1] : null;
}
