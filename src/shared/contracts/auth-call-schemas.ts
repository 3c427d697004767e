import { z } from 'zod';
import {
  accessTokenResponse,
  demoAccountsResponse,
  forgotPasswordBody,
  impersonateParams,
  loginBody,
  logoutResponse,
  providerResponse,
  switchOrgQuery,
} from './auth';
import { joinOrganisationResponse } from './console';
import {
  registerFreemiumBody,
  registerFreemiumQuery,
  registerFreemiumResponse,
  setPasswordBody,
} from './user';

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

export const authSetGuestPasswordResponse = z.object({ ok: z.literal(true) });
/** The same answer whether or not the address has an account. */
export const authForgotPasswordResponse = z.object({ ok: z.literal(true) });

export type OrgMember = z.infer<typeof orgMembersResponse>['items'][number];

/** The schemas of `authCalls`, for the server's routes (see `auth-calls.ts`). */
export const authCallSchemas = {
  login: { body: loginBody, response: accessTokenResponse },
  logout: { response: logoutResponse },
  providers: { response: providerResponse },
  demoAccounts: { response: demoAccountsResponse },
  switchOrg: { query: switchOrgQuery, response: accessTokenResponse },
  endImpersonation: { response: accessTokenResponse },
  impersonate: { params: impersonateParams, response: accessTokenResponse },
  orgMembers: { response: orgMembersResponse },
  registerFreemium: {
    query: registerFreemiumQuery,
    body: registerFreemiumBody,
    response: registerFreemiumResponse,
  },
  forgotPassword: { body: forgotPasswordBody, response: authForgotPasswordResponse },
  setGuestPassword: { body: setPasswordBody, response: authSetGuestPasswordResponse },
  joinOrganisation: { response: joinOrganisationResponse },
};
