import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenResponse,
  authCallbackQuery,
  demoAccountsResponse,
  forgotPasswordBody,
  loginBody,
  logoutResponse,
  providerResponse,
  switchOrgQuery,
} from '../../../../shared/contracts/auth';
import { authForgotPasswordResponse } from '../../../../shared/contracts/auth-call-schemas';
import { safeRedirect } from '../../../../shared/domain/safe-redirect';
import { access } from '../../../platform/auth/access';
import { crossSiteRefused, isCrossSite } from '../../../platform/auth/cross-site';
import { AppError } from '../../../platform/http/errors';
import { routesOf } from '../../../platform/http/route';
import type { IdentityRepo } from '../repo';
import type { DemoAccounts } from './demo-accounts';
import type { Oidc } from './oidc';
import { clearedOidcCookie, OIDC_COOKIE, oidcCookie, readCookie } from './oidc-cookie';
import type { RequestPasswordReset } from './password-reset';
import type { AuthService } from './service';
import { answerSession, forgetSession } from './session-answer';

/** Mounted at /api/auth. */
export function authRoutes(deps: {
  auth: AuthService;
  oidc: Oidc;
  repo: IdentityRepo;
  demoAccounts: DemoAccounts;
  /** cookies are Secure when it is HTTPS */
  publicUrl: string;
  requestPasswordReset: RequestPasswordReset;
}): FastifyPluginAsyncZod {
  const { auth, oidc, publicUrl } = deps;
  return async (app) => {
    const route = routesOf(app, { tags: ['auth'] });
    route({
      method: 'POST',
      url: '/api/v1/login',
      access: access.anonymous(),
      summary: 'Password sign-in',
      body: loginBody,
      response: { 200: accessTokenResponse },
      handler: async ({ body, request, reply }) => {
        // a page on another site cannot sign the browser into an account of its choosing (login CSRF)
        if (body.session === 'cookie' && isCrossSite(request.headers, publicUrl)) throw crossSiteRefused();
        const issued = await auth.login(body.email, body.password, request.ip);
        return answerSession(
          request,
          reply,
          issued,
          body.session === 'cookie' ? 'cookie' : 'bearer',
          publicUrl,
        );
      },
    });

    route({
      method: 'POST',
      url: '/api/v1/forgot-password',
      access: access.anonymous(),
      summary: 'E-mails a one-time set-password link (same answer whether or not the address has an account)',
      body: forgotPasswordBody,
      response: { 200: authForgotPasswordResponse },
      handler: ({ body, request }) => deps.requestPasswordReset(body.email, request.ip),
    });

    route({
      method: 'GET',
      url: '/api/v1/provider',
      access: access.anonymous(),
      summary: 'Sign-in providers',
      response: { 200: providerResponse },
      handler: async () => ({
        password: { type: 'password' as const, name: 'E-mail and password' },
        ...(oidc.enabled
          ? {
              oidc: {
                type: 'oidc' as const,
                name: oidc.name ?? 'SSO',
                authorizeUrl: '/api/auth/api/v1/oidc/start',
              },
            }
          : {}),
      }),
    });

    route({
      method: 'GET',
      url: '/api/v1/oidc/start',
      access: access.anonymous(),
      summary: 'Starts OIDC sign-in',
      query: z.object({ redirectUrl: z.string().max(2000).optional() }),
      handler: async ({ query, reply }) => {
        const attempt = await oidc.start(safeRedirect(query.redirectUrl, '') || null);
        reply.header('set-cookie', oidcCookie(attempt.browserSecret, publicUrl.startsWith('https://')));
        return reply.redirect(attempt.url);
      },
    });

    route({
      method: 'GET',
      url: '/api/v1/auth-callback',
      access: access.anonymous(),
      summary: 'OIDC callback',
      query: authCallbackQuery,
      handler: async ({ request, reply }) => {
        reply.header('set-cookie', clearedOidcCookie(publicUrl.startsWith('https://')));
        // every refusal ends on the login page with a code it explains (never a raw JSON answer)
        const refuse = (code: string) =>
          reply.redirect(`/auth/login?${new URLSearchParams({ error: code })}`);
        try {
          if (!oidc.enabled) return refuse('OIDC_NOT_CONFIGURED');
          // the provider's whole answer (code, state, iss or error) goes to the code grant
          const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
          const result = await oidc.finish(search, readCookie(request.headers.cookie, OIDC_COOKIE));
          const user = await deps.repo.userByEmail(result.email);
          if (!user || user.status === 'DISABLED') return refuse('SSO_NO_ACCOUNT');
          // the browser's session is in HttpOnly cookies; no token travels in the address (decision 0029)
          answerSession(request, reply, await auth.startSession(user.id, 'oidc'), 'cookie', publicUrl);
          return reply.redirect(safeRedirect(result.redirectUrl));
        } catch (err) {
          if (err instanceof AppError && err.code) {
            request.log.warn({ code: err.code, reason: err.message }, 'single sign-on refused');
            return refuse(err.code);
          }
          request.log.error({ err }, 'single sign-on failed');
          return refuse('OIDC_FAILED');
        }
      },
    });

    route({
      method: 'GET',
      url: '/api/v1/refresh',
      access: access.sessionRefresh(),
      summary: 'Rotates the refresh credential: new tokens; the presented one stops working',
      response: { 200: accessTokenResponse },
      handler: async ({ request, reply }) => {
        const presented = request.refreshToken!;
        try {
          return answerSession(request, reply, await auth.refresh(presented.token), presented.via, publicUrl);
        } catch (err) {
          // a browser whose session cannot refresh forgets its cookies with this answer
          if (presented.via === 'cookie' && err instanceof AppError && err.statusCode === 401) {
            forgetSession(request, reply, publicUrl);
          }
          throw err;
        }
      },
    });

    route({
      method: 'GET',
      url: '/api/v1/logout',
      access: access.sessionEnd(),
      summary: 'Ends the session',
      response: { 200: logoutResponse },
      handler: async ({ request, reply }) => {
        const logout_url = await auth.logout({
          principal: request.principal,
          refreshToken: request.refreshToken?.token ?? null,
        });
        if (request.credentialVia === 'cookie') forgetSession(request, reply, publicUrl);
        return { logout_url };
      },
    });

    route({
      method: 'GET',
      url: '/api/v1/switch-org',
      // a person who may not use the product still switches organisation or ends impersonation
      access: access.signedIn({ product: false }),
      summary: 'Switches organisation',
      query: switchOrgQuery,
      response: { 200: accessTokenResponse },
      handler: async ({ principal, query, request, reply }) =>
        answerSession(
          request,
          reply,
          await auth.switchOrg(principal, query.org_id),
          request.credentialVia,
          publicUrl,
        ),
    });

    route({
      method: 'POST',
      url: '/api/v1/end-impersonation',
      // a person who may not use the product still switches organisation or ends impersonation
      access: access.signedIn({ product: false }),
      summary: "Ends impersonation and returns the admin's token",
      response: { 200: accessTokenResponse },
      handler: async ({ principal, request, reply }) =>
        answerSession(
          request,
          reply,
          await auth.endImpersonation(principal),
          request.credentialVia,
          publicUrl,
        ),
    });

    route({
      method: 'GET',
      url: '/api/v1/demo-accounts',
      access: access.anonymous(),
      summary: 'Demo accounts, while demo data is on',
      response: { 200: demoAccountsResponse },
      handler: () => deps.demoAccounts(),
    });
  };
}
