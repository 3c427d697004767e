import { z } from 'zod';
import {
  accessTokenResponse,
  demoAccountsResponse,
  impersonateParams,
  loginBody,
  logoutResponse,
  providerResponse,
  switchOrgQuery,
} from './auth';
import { defineCall } from './call';
import {
  registerFreemiumBody,
  registerFreemiumQuery,
  registerFreemiumResponse,
  setPasswordBody,
} from './user';

/** The calls of signing in and out (auth service, /api/auth) and of joining (user service, /api/user). */
const AUTH = '/api/auth/api/v1';

/** The organisation's people an administrator may impersonate (GET /api/user/users/org-members). */
export const orgMembersResponse = z.object({
  items: z.array(
    z.object({
      userId: z.number(),
      fullName: z.string(),
      email: z.string(),
      roles: z.array(z.string()),
      status: z.string(),
    }),
  ),
});
export type OrgMember = z.infer<typeof orgMembersResponse>['items'][number];

export const authCalls = {
  login: defineCall({
    method: 'POST',
    path: `${AUTH}/login`,
    body: loginBody,
    response: accessTokenResponse,
  }),
  logout: defineCall({ method: 'GET', path: `${AUTH}/logout`, response: logoutResponse }),
  providers: defineCall({ method: 'GET', path: `${AUTH}/provider`, response: providerResponse }),
  demoAccounts: defineCall({ method: 'GET', path: `${AUTH}/demo-accounts`, response: demoAccountsResponse }),
  switchOrg: defineCall({
    method: 'GET',
    path: `${AUTH}/switch-org`,
    query: switchOrgQuery,
    response: accessTokenResponse,
  }),
  endImpersonation: defineCall({
    method: 'POST',
    path: `${AUTH}/end-impersonation`,
    response: accessTokenResponse,
  }),
  impersonate: defineCall({
    method: 'POST',
    path: '/api/user/users/impersonate/:userId',
    params: impersonateParams,
    response: accessTokenResponse,
  }),
  orgMembers: defineCall({
    method: 'GET',
    path: '/api/user/users/org-members',
    response: orgMembersResponse,
  }),
  registerFreemium: defineCall({
    method: 'POST',
    path: '/api/user/consumerization/register-freemium',
    query: registerFreemiumQuery,
    body: registerFreemiumBody,
    response: registerFreemiumResponse,
  }),
  setGuestPassword: defineCall({
    method: 'POST',
    path: '/api/user/guest/set-password',
    body: setPasswordBody,
    response: z.object({ ok: z.literal(true) }),
  }),
};
