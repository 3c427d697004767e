import type {
  accessTokenResponse,
  demoAccountsResponse,
  forgotPasswordBody,
  impersonateParams,
  loginBody,
  logoutResponse,
  providerResponse,
  switchOrgQuery,
} from './auth';
import type {
  authForgotPasswordResponse,
  authSetGuestPasswordResponse,
  orgMembersResponse,
} from './auth-call-schemas';
import { defineCall } from './call';
import type { joinOrganisationResponse } from './console';
import type {
  registerFreemiumBody,
  registerFreemiumQuery,
  registerFreemiumResponse,
  setPasswordBody,
} from './user';

export type { OrgMember } from './auth-call-schemas';

/** The calls of signing in and out (auth service, /api/auth) and of joining (user service, /api/user). */
const AUTH = '/api/auth/api/v1';

export const authCalls = {
  login: defineCall<{ body: typeof loginBody; response: typeof accessTokenResponse }>(
    'POST',
    `${AUTH}/login`,
  ),
  logout: defineCall<{ response: typeof logoutResponse }>('GET', `${AUTH}/logout`),
  providers: defineCall<{ response: typeof providerResponse }>('GET', `${AUTH}/provider`),
  demoAccounts: defineCall<{ response: typeof demoAccountsResponse }>('GET', `${AUTH}/demo-accounts`),
  switchOrg: defineCall<{ query: typeof switchOrgQuery; response: typeof accessTokenResponse }>(
    'GET',
    `${AUTH}/switch-org`,
  ),
  endImpersonation: defineCall<{ response: typeof accessTokenResponse }>('POST', `${AUTH}/end-impersonation`),
  impersonate: defineCall<{ params: typeof impersonateParams; response: typeof accessTokenResponse }>(
    'POST',
    '/api/user/users/impersonate/:userId',
  ),
  orgMembers: defineCall<{ response: typeof orgMembersResponse }>('GET', '/api/user/users/org-members'),
  registerFreemium: defineCall<{
    query: typeof registerFreemiumQuery;
    body: typeof registerFreemiumBody;
    response: typeof registerFreemiumResponse;
  }>('POST', '/api/user/consumerization/register-freemium'),
  /** "Forgot password?": e-mails a one-time set-password link when the address has an account */
  forgotPassword: defineCall<{
    body: typeof forgotPasswordBody;
    response: typeof authForgotPasswordResponse;
  }>('POST', `${AUTH}/forgot-password`),
  setGuestPassword: defineCall<{
    body: typeof setPasswordBody;
    response: typeof authSetGuestPasswordResponse;
  }>('POST', '/api/user/guest/set-password'),
  /** the invited person accepts to join an organisation (the guest token of the link is the bearer) */
  joinOrganisation: defineCall<{ response: typeof joinOrganisationResponse }>(
    'POST',
    '/api/user/guest/join-organisation',
  ),
};
