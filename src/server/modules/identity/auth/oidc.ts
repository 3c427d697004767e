import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
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

/** How long a sign-in attempt may stay at the provider (the state row and the browser's cookie). */
export const OIDC_ATTEMPT_MINUTES = 30;

/** Why a callback was refused: each is a code the login page explains (`errors:codes.<code>`). */
export type OidcFailure =
  | 'OIDC_NOT_CONFIGURED'
  | 'OIDC_UNAVAILABLE'
  | 'OIDC_STATE'
  | 'OIDC_BROWSER'
  | 'OIDC_DENIED'
  | 'OIDC_REFUSED'
  | 'OIDC_NO_EMAIL'
  | 'OIDC_EMAIL_UNVERIFIED';

type Tokens = oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;

const fail = (status: number, code: OidcFailure, message: string) => new AppError(status, message, code);

const notConfigured = () =>
  fail(
    404,
    'OIDC_NOT_CONFIGURED',
    'Single sign-on is not configured on this server. Sign in with your e-mail and password.',
  );

/** The state sent to the provider is the hash of the browser's secret: knowing the state does not give it. */
const stateOf = (browserSecret: string) => createHash('sha256').update(browserSecret).digest('base64url');

function sameState(browserSecret: string | undefined, state: string): boolean {
  if (!browserSecret) return false;
  const a = Buffer.from(stateOf(browserSecret));
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * OIDC sign-in (authorization code with PKCE and nonce) through openid-client, when OIDC_ISSUER and
 * OIDC_CLIENT_ID are set (decisions 0003 and 0027). The verifier and nonce are kept in the database, so that the
 * callback may reach any instance; the attempt is bound to the browser that started it by a secret the browser
 * keeps in an HttpOnly cookie, whose hash is the state.
 */
export function createOidc(db: Db, settings: OidcSettings | null, publicUrl: string) {
  let discovered: Promise<oidc.Configuration> | null = null;
  const redirectUri = `${publicUrl}/api/auth/api/v1/auth-callback`;

  function configuration() {
    if (!settings) throw notConfigured();
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        // the registration default of OpenID Connect (Core 9): every certified provider supports it
        settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
        { execute: settings.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [] },
      )
      .catch((err) => {
        discovered = null;
        throw fail(
          503,
          'OIDC_UNAVAILABLE',
          `The sign-on provider cannot be reached: ${(err as Error).message}`,
        );
      });
    return discovered;
  }

  /** The person's e-mail, from the ID token or else from userinfo (where conformant providers put scope claims). */
  async function verifiedEmail(config: oidc.Configuration, tokens: Tokens) {
    const idToken = tokens.claims();
    if (!idToken) throw fail(401, 'OIDC_REFUSED', 'The sign-on provider sent no ID token.');
    let claims: Record<string, unknown> = idToken;
    if (typeof idToken.email !== 'string' || idToken.email_verified !== true) {
      try {
        // the subject must be the ID token's (openid-client checks it); userinfo speaks for the scope claims
        claims = { ...idToken, ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
      } catch (err) {
        throw fail(401, 'OIDC_REFUSED', `The sign-on provider's userinfo failed: ${(err as Error).message}`);
      }
    }
    const email = claims.email;
    if (typeof email !== 'string' || !email.includes('@')) {
      throw fail(401, 'OIDC_NO_EMAIL', 'The sign-on provider did not tell us your e-mail address.');
    }
    // an unverified address may belong to anyone who typed it at the provider: it never opens an account
    if (claims.email_verified !== true) {
      throw fail(401, 'OIDC_EMAIL_UNVERIFIED', 'The sign-on provider has not verified your e-mail address.');
    }
    return { email, subject: idToken.sub };
  }

  return {
    enabled: settings !== null,
    name: settings?.name ?? null,

    /**
     * A new sign-in attempt: the provider's authorization address, and the secret the browser keeps (in an
     * HttpOnly cookie) and must show at the callback.
     */
    async start(redirectUrl: string | null): Promise<{ url: string; browserSecret: string }> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const browserSecret = randomBytes(32).toString('base64url');
      const state = stateOf(browserSecret);
      const nonce = oidc.randomNonce();
      await db
        .delete(oidcStates)
        .where(lt(oidcStates.createdAt, sql`now() - make_interval(mins => ${OIDC_ATTEMPT_MINUTES})`));
      await db.insert(oidcStates).values({ state, codeVerifier, nonce, redirectUrl });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, browserSecret };
    },

    /**
     * The provider's answer at the callback, whole (`search` is the callback's query string: code, state, iss,
     * or error), and the browser's secret. Answers the verified e-mail and where the person wanted to go, or
     * throws an AppError whose code names the reason.
     */
    async finish(
      search: string,
      browserSecret: string | undefined,
    ): Promise<{ email: string; subject: string; redirectUrl: string | null }> {
      const state = new URLSearchParams(search).get('state');
      if (!state) throw fail(400, 'OIDC_STATE', 'The sign-on answer has no state. Please start again.');
      // another browser (or a forged link) cannot finish this attempt; the attempt stays for its own browser
      if (!sameState(browserSecret, state)) {
        throw fail(
          400,
          'OIDC_BROWSER',
          'This sign-in was started in another browser or has expired. Please start again here.',
        );
      }
      const config = await configuration();
      const [saved] = await db
        .delete(oidcStates)
        .where(
          and(
            eq(oidcStates.state, state),
            gt(oidcStates.createdAt, sql`now() - make_interval(mins => ${OIDC_ATTEMPT_MINUTES})`),
          ),
        )
        .returning();
      if (!saved) {
        throw fail(400, 'OIDC_STATE', 'This sign-in attempt is unknown or has expired. Please start again.');
      }
      const current = new URL(redirectUri);
      current.search = search;
      let tokens: Tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: saved.codeVerifier,
          expectedState: saved.state,
          expectedNonce: saved.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        if (err instanceof oidc.AuthorizationResponseError && err.error === 'access_denied') {
          throw fail(401, 'OIDC_DENIED', 'The sign-in was cancelled at the sign-on provider.');
        }
        throw fail(
          401,
          'OIDC_REFUSED',
          `The sign-on provider refused the sign-in: ${(err as Error).message}`,
        );
      }
      return { ...(await verifiedEmail(config, tokens)), redirectUrl: saved.redirectUrl };
    },
  };
}
export type Oidc = ReturnType<typeof createOidc>;
