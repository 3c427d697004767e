import { z } from 'zod';
import {
  analyticsResponse,
  auditResponse,
  consoleUser,
  consoleUserParams,
  consoleUsersQuery,
  consoleUsersResponse,
  createOrganisationBody,
  createOrganisationResponse,
  inviteBody,
  inviteResponse,
  licenceResponse,
  organisationParams,
  organisationRow,
  organisationsResponse,
  orgSettingsBody,
  orgSettingsResponse,
  rolesBody,
  subscriptionChangeBody,
} from './console';

export const consoleResendInvitationResponse = z.object({ ok: z.literal(true) });

/** The schemas of `consoleCalls`, for the server's routes (see `console-calls.ts`). */
export const consoleCallSchemas = {
  users: { query: consoleUsersQuery, response: consoleUsersResponse },
  invite: { body: inviteBody, response: inviteResponse },
  changeRoles: { params: consoleUserParams, body: rolesBody, response: consoleUser },
  deactivate: { params: consoleUserParams, response: consoleUser },
  reactivate: { params: consoleUserParams, response: consoleUser },
  resendInvitation: { params: consoleUserParams, response: consoleResendInvitationResponse },
  settings: { response: orgSettingsResponse },
  saveSettings: { body: orgSettingsBody, response: orgSettingsResponse },
  analytics: { response: analyticsResponse },
  audit: { response: auditResponse },
  licence: { response: licenceResponse },
  organisations: { response: organisationsResponse },
  createOrganisation: { body: createOrganisationBody, response: createOrganisationResponse },
  changeSubscription: { params: organisationParams, body: subscriptionChangeBody, response: organisationRow },
};
