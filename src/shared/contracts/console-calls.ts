import { defineCall } from './call';
import type {
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
import type { consoleResendInvitationResponse } from './console-call-schemas';

/** The console's calls: people and settings (user service), licence and organisations (licence service). */
const USERS = '/api/user/console';
const LICENCE = '/api/license/api/v1/console';

export const consoleCalls = {
  users: defineCall<{ query: typeof consoleUsersQuery; response: typeof consoleUsersResponse }>(
    'GET',
    `${USERS}/users`,
  ),
  invite: defineCall<{ body: typeof inviteBody; response: typeof inviteResponse }>(
    'POST',
    `${USERS}/users/invite`,
  ),
  changeRoles: defineCall<{
    params: typeof consoleUserParams;
    body: typeof rolesBody;
    response: typeof consoleUser;
  }>('PUT', `${USERS}/users/:userId/roles`),
  deactivate: defineCall<{ params: typeof consoleUserParams; response: typeof consoleUser }>(
    'POST',
    `${USERS}/users/:userId/deactivate`,
  ),
  reactivate: defineCall<{ params: typeof consoleUserParams; response: typeof consoleUser }>(
    'POST',
    `${USERS}/users/:userId/reactivate`,
  ),
  resendInvitation: defineCall<{
    params: typeof consoleUserParams;
    response: typeof consoleResendInvitationResponse;
  }>('POST', `${USERS}/users/:userId/resend-invitation`),
  settings: defineCall<{ response: typeof orgSettingsResponse }>('GET', `${USERS}/settings`),
  saveSettings: defineCall<{ body: typeof orgSettingsBody; response: typeof orgSettingsResponse }>(
    'PUT',
    `${USERS}/settings`,
  ),
  analytics: defineCall<{ response: typeof analyticsResponse }>('GET', `${USERS}/analytics`),
  audit: defineCall<{ response: typeof auditResponse }>('GET', `${USERS}/audit`),
  licence: defineCall<{ response: typeof licenceResponse }>('GET', `${LICENCE}/subscription`),
  organisations: defineCall<{ response: typeof organisationsResponse }>('GET', `${LICENCE}/organisations`),
  createOrganisation: defineCall<{
    body: typeof createOrganisationBody;
    response: typeof createOrganisationResponse;
  }>('POST', `${LICENCE}/organisations`),
  changeSubscription: defineCall<{
    params: typeof organisationParams;
    body: typeof subscriptionChangeBody;
    response: typeof organisationRow;
  }>('PUT', `${LICENCE}/organisations/:clientId/subscription`),
};
