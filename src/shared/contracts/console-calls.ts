import { z } from 'zod';
import { defineCall } from './call';
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

/** The console's calls: people and settings (user service), licence and organisations (licence service). */
const USERS = '/api/user/console';
const LICENCE = '/api/license/api/v1/console';

export const consoleCalls = {
  users: defineCall({
    method: 'GET',
    path: `${USERS}/users`,
    query: consoleUsersQuery,
    response: consoleUsersResponse,
  }),
  invite: defineCall({
    method: 'POST',
    path: `${USERS}/users/invite`,
    body: inviteBody,
    response: inviteResponse,
  }),
  changeRoles: defineCall({
    method: 'PUT',
    path: `${USERS}/users/:userId/roles`,
    params: consoleUserParams,
    body: rolesBody,
    response: consoleUser,
  }),
  deactivate: defineCall({
    method: 'POST',
    path: `${USERS}/users/:userId/deactivate`,
    params: consoleUserParams,
    response: consoleUser,
  }),
  reactivate: defineCall({
    method: 'POST',
    path: `${USERS}/users/:userId/reactivate`,
    params: consoleUserParams,
    response: consoleUser,
  }),
  resendInvitation: defineCall({
    method: 'POST',
    path: `${USERS}/users/:userId/resend-invitation`,
    params: consoleUserParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  settings: defineCall({ method: 'GET', path: `${USERS}/settings`, response: orgSettingsResponse }),
  saveSettings: defineCall({
    method: 'PUT',
    path: `${USERS}/settings`,
    body: orgSettingsBody,
    response: orgSettingsResponse,
  }),
  analytics: defineCall({ method: 'GET', path: `${USERS}/analytics`, response: analyticsResponse }),
  audit: defineCall({ method: 'GET', path: `${USERS}/audit`, response: auditResponse }),
  licence: defineCall({ method: 'GET', path: `${LICENCE}/subscription`, response: licenceResponse }),
  organisations: defineCall({
    method: 'GET',
    path: `${LICENCE}/organisations`,
    response: organisationsResponse,
  }),
  createOrganisation: defineCall({
    method: 'POST',
    path: `${LICENCE}/organisations`,
    body: createOrganisationBody,
    response: createOrganisationResponse,
  }),
  changeSubscription: defineCall({
    method: 'PUT',
    path: `${LICENCE}/organisations/:clientId/subscription`,
    params: organisationParams,
    body: subscriptionChangeBody,
    response: organisationRow,
  }),
};
