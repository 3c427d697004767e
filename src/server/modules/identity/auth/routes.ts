import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenResponse,
  authCallbackQuery,
  demoAccountsResponse,
  loginBody,
  logoutResponse,
  providerResponse,
  switchOrgQuery,
} from '../../../../shared/contracts/auth';
import { safeRedirect } from '../../../../shared/domain/safe-redirect';
import { access, principalOf } from '../../../platform/auth/access';
import type { IdentityRepo } from '../repo';
import type { DemoAccounts } from './demo-accounts';
import type { Oidc } from './oidc';
import type { AuthService } from './service';

/** Mounted at /api/auth. */
export function authRoutes(deps: {
  auth: AuthService;
  oidc: Oidc;
  repo: IdentityRepo;
  demoAccounts: DemoAccounts;
}): FastifyPluginAsyncZod {
  const { auth, oidc } = deps;
  return async (app) => {
    app.post(
      '/api/v1/login',
      {
        config: { access: access.anonymous() },
        schema: {
          tags: ['auth'],
          summary: 'Password sign-in',
          body: loginBody,
          response: { 200: accessTokenResponse },
        },
      },
      async (req) => ({ access_token: await auth.login(req.body.email, req.body.password, req.ip) }),
    );

    app.get(
      '/api/v1/provider',
      {
        config: { access: access.anonymous() },
        schema: { tags: ['auth'], summary: 'Sign-in providers', response: { 200: providerResponse } },
      },
      async () => ({
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
    );

    app.get(
      '/api/v1/oidc/start',
      {
        config: { access: access.anonymous() },
        schema: {
          tags: ['auth'],
          summary: 'Starts OIDC sign-in',
          querystring: z.object({ redirectUrl: z.string().max(2000).optional() }),
        },
      },
      async (req, reply) => reply.redirect(await oidc.start(safeRedirect(req.query.redirectUrl, '') || null)),
    );

    app.get(
      '/api/v1/auth-callback',
      {
        config: { access: access.anonymous() },
        schema: { tags: ['auth'], summary: 'OIDC callback', querystring: authCallbackQuery },
      },
      async (req, reply) => {
        const result = await oidc.finish(req.query);
        const user = await deps.repo.userByEmail(result.email);
        if (!user || user.status === 'DISABLED') return reply.redirect('/auth/login?error=SSO_NO_ACCOUNT');
        const token = await auth.startSession(user.id, 'oidc');
        const fragment = new URLSearchParams({ access_token: token, redirectUrl: result.redirectUrl ?? '' });
        return reply.redirect(`/auth/login#${fragment}`);
      },
    );

    app.get(
      '/api/v1/refresh',
      {
        config: { access: access.sessionRefresh() },
        schema: {
          tags: ['auth'],
          summary: 'A new access token for a live session',
          response: { 200: accessTokenResponse },
        },
      },
      async (req) => ({ access_token: await auth.refresh(principalOf(req)) }),
    );

    app.get(
      '/api/v1/logout',
      {
        config: { access: access.sessionRefresh() },
        schema: { tags: ['auth'], summary: 'Ends the session', response: { 200: logoutResponse } },
      },
      async (req) => ({ logout_url: await auth.logout(principalOf(req)) }),
    );

    app.get(
      '/api/v1/switch-org',
      {
        config: { access: access.signedIn() },
        schema: {
          tags: ['auth'],
          summary: 'Switches organisation',
          querystring: switchOrgQuery,
          response: { 200: accessTokenResponse },
        },
      },
      async (req) => ({ access_token: await auth.switchOrg(principalOf(req), req.query.org_id) }),
    );

    app.post(
      '/api/v1/end-impersonation',
      {
        config: { access: access.signedIn() },
        schema: {
          tags: ['auth'],
          summary: "Ends impersonation and returns the admin's token",
          response: { 200: accessTokenResponse },
        },
      },
      async (req) => ({ access_token: await auth.endImpersonation(principalOf(req)) }),
    );

    app.get(
      '/api/v1/demo-accounts',
      {
        config: { access: access.anonymous() },
        schema: {
          tags: ['auth'],
          summary: 'Demo accounts, while demo data is on',
          response: { 200: demoAccountsResponse },
        },
      },
      () => deps.demoAccounts(),
    );
  };
}
