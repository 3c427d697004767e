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
import { routesOf } from '../../../platform/http/route';
import type { IdentityRepo } from '../repo';
import type { DemoAccounts } from './demo-accounts';
import type { Oidc } from './oidc';
import type { RequestPasswordReset } from './password-reset';
import type { AuthService } from './service';

/** Mounted at /api/auth. */
export function authRoutes(deps: {
  auth: AuthService;
  oidc: Oidc;
  repo: IdentityRepo;
  demoAccounts: DemoAccounts;
  requestPasswordReset: RequestPasswordReset;
}): FastifyPluginAsyncZod {
  const { auth, oidc } = deps;
  return async (app) => {
    const route = routesOf(app, { tags: ['auth'] });
    route({
      method: 'POST',
      url: '/api/v1/login',
      access: access.anonymous(),
      summary: 'Password sign-in',
      body: loginBody,
      response: { 200: accessTokenResponse },
      handler: async ({ body, request }) => ({
        access_token: await auth.login(body.email, body.password, request.ip),
      }),
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
      handler: async ({ query, reply }) =>
        reply.redirect(await oidc.start(safeRedirect(query.redirectUrl, '') || null)),
    });

    route({
      method: 'GET',
      url: '/api/v1/auth-callback',
      access: access.anonymous(),
      summary: 'OIDC callback',
      query: authCallbackQuery,
      handler: async ({ query, reply }) => {
        const result = await oidc.finish(query);
        const user = await deps.repo.userByEmail(result.email);
        if (!user || user.status === 'DISABLED') return reply.redirect('/auth/login?error=SSO_NO_ACCOUNT');
        const token = await auth.startSession(user.id, 'oidc');
        const fragment = new URLSearchParams({ access_token: token, redirectUrl: result.redirectUrl ?? '' });
        return reply.redirect(`/auth/login#${fragment}`);
      },
    });

    route({
      method: 'GET',
      url: '/api/v1/refresh',
      access: access.sessionRefresh(),
      summary: 'A new access token for a live session',
      response: { 200: accessTokenResponse },
      handler: async ({ principal }) => ({ access_token: await auth.refresh(principal) }),
    });

    route({
      method: 'GET',
      url: '/api/v1/logout',
      access: access.sessionRefresh(),
      summary: 'Ends the session',
      response: { 200: logoutResponse },
      handler: async ({ principal }) => ({ logout_url: await auth.logout(principal) }),
    });

    route({
      method: 'GET',
      url: '/api/v1/switch-org',
      // a person who may not use the product still switches organisation or ends impersonation
      access: access.signedIn({ product: false }),
      summary: 'Switches organisation',
      query: switchOrgQuery,
      response: { 200: accessTokenResponse },
      handler: async ({ principal, query }) => ({
        access_token: await auth.switchOrg(principal, query.org_id),
      }),
    });

    route({
      method: 'POST',
      url: '/api/v1/end-impersonation',
      // a person who may not use the product still switches organisation or ends impersonation
      access: access.signedIn({ product: false }),
      summary: "Ends impersonation and returns the admin's token",
      response: { 200: accessTokenResponse },
      handler: async ({ principal }) => ({ access_token: await auth.endImpersonation(principal) }),
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
