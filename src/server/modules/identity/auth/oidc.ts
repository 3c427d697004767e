import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { oidcStates } from '../tables';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
}

const notConfigured = () =>
  new AppError(
    404,
    'Single sign-on is not configured on this server. Sign in with your e-mail and password.',
    'OIDC_NOT_CONFIGURED',
  );

/**
 * OIDC sign-in (authorization code with PKCE) through openid-client, when OIDC_ISSUER and OIDC_CLIENT_ID are set.
 * The state and verifier are kept in the database so that the callback may reach any instance.
 */
export function createOidc(db: Db, settings: OidcSettings | null, publicUrl: string) {
  let discovered: Promise<oidc.Configuration> | null = null;
  const redirectUri = `${publicUrl}/api/auth/api/v1/auth-callback`;

  function configuration() {
    if (!settings) throw notConfigured();
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret || undefined, undefined, {
        execute: settings.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((err) => {
        discovered = null;
        throw new AppError(
          503,
          `The sign-on provider cannot be reached: ${(err as Error).message}`,
          'OIDC_UNAVAILABLE',
        );
      });
    return discovered;
  }

  return {
    enabled: settings !== null,
    name: settings?.name ?? null,

    /** The provider's authorization address for a new sign-in attempt. */
    async start(redirectUrl: string | null): Promise<string> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = randomBytes(24).toString('base64url');
      const nonce = oidc.randomNonce();
      await db.delete(oidcStates).where(lt(oidcStates.createdAt, sql`now() - interval '1 hour'`));
      await db.insert(oidcStates).values({ state, codeVerifier, nonce, redirectUrl });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return url.href;
    },

    /** Exchanges the code; answers the verified e-mail and where the person wanted to go. */
    async finish(query: {
      code: string;
      state: string;
    }): Promise<{ email: string; subject: string; redirectUrl: string | null }> {
      const config = await configuration();
      const [saved] = await db.delete(oidcStates).where(eq(oidcStates.state, query.state)).returning();
      if (!saved)
        throw new AppError(
          400,
          'This sign-in attempt is unknown or has expired. Please start again.',
          'OIDC_STATE',
        );
      const current = new URL(redirectUri);
      current.searchParams.set('code', query.code);
      current.searchParams.set('state', query.state);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: saved.codeVerifier,
          expectedState: saved.state,
          expectedNonce: saved.nonce,
        });
        claims = tokens.claims();
      } catch (err) {
        throw new AppError(
          401,
          `The sign-on provider refused the sign-in: ${(err as Error).message}`,
          'OIDC_REFUSED',
        );
      }
      const email = typeof claims?.email === 'string' ? claims.email : null;
      if (!claims || !email)
        throw new AppError(401, 'The sign-on provider did not tell us your e-mail address.', 'OIDC_NO_EMAIL');
      return { email, subject: claims.sub, redirectUrl: saved.redirectUrl };
    },
  };
}
export type Oidc = ReturnType<typeof createOidc>;
