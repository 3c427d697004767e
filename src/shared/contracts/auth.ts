import { z } from 'zod';
import { email } from './common';
import { urlId } from './ids';
import { safeText } from './text';

/** Claims of the access token (spec: an access_token with an impersonation actor and the organisation id). */
export const tokenActor = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string(),
});
export type TokenActor = z.infer<typeof tokenActor>;

export const accessTokenClaims = z.object({
  sub: z.string(),
  org_id: z.number().int(),
  roles: z.array(z.string()),
  session_id: z.string(),
  email: z.string(),
  name: z.string(),
  act: tokenActor.optional(),
  iat: z.number(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

export const loginBody = z.object({
  email,
  password: safeText().min(1, 'password is required').max(200),
  /**
   * cookie: the browser keeps the session in HttpOnly cookies and the answer carries no token (decision 0029);
   * token (the default, API clients): the answer carries the access token and the refresh credential
   */
  session: z.enum(['cookie', 'token']).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * A session's tokens. A caller that presented a Bearer token (or signed in with session=token) gets them in the
 * body; a browser on cookies gets them as HttpOnly cookies only, so no script ever reads them (decision 0029).
 */
export const accessTokenResponse = z.object({
  access_token: z.string().optional(),
  /** present it to GET /api/v1/refresh as Bearer; it works once (rotation) */
  refresh_token: z.string().optional(),
  token_type: z.literal('Bearer').optional(),
  /** seconds until the access token expires */
  expires_in: z.number().int(),
});

/** "Forgot password?": the address to send a one-time set-password link to (the answer is the same either way). */
export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;

export const logoutResponse = z.object({ logout_url: z.string() });

/** GET /api/v1/provider: the sign-in providers that are configured, by key. */
export const providerResponse = z.record(
  z.string(),
  z.object({ type: z.enum(['password', 'oidc']), name: z.string(), authorizeUrl: z.string().optional() }),
);
export type ProviderResponse = z.infer<typeof providerResponse>;

/**
 * The provider's answer at the callback (authorization code flow, RFC 9207 `iss`, or an error). Nothing is
 * refused here: the server passes the whole answer to the code grant, which checks it, and shows any refusal on
 * the login page.
 */
const callbackParam = z.union([z.string(), z.array(z.string())]).optional();
export const authCallbackQuery = z.looseObject({
  code: callbackParam,
  state: callbackParam,
  iss: callbackParam,
  error: callbackParam,
  error_description: callbackParam,
});

export const switchOrgQuery = z.object({ org_id: urlId });

export const impersonateParams = z.object({ userId: urlId });

/** Demo accounts listed on the login page while demo data is on. */
export const demoAccountsResponse = z.object({
  enabled: z.boolean(),
  password: z.string().optional(),
  accounts: z.array(
    z.object({ email: z.string(), roles: z.array(z.string()), organisations: z.array(z.string()) }),
  ),
});
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponse>;
