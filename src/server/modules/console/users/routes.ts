import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../../shared/contracts/common';
import {
  analyticsResponse,
  consoleUser,
  consoleUserParams,
  consoleUsersQuery,
  consoleUsersResponse,
  inviteBody,
  inviteResponse,
  joinOrganisationResponse,
  orgSettingsBody,
  orgSettingsResponse,
  rolesBody,
} from '../../../../shared/contracts/console';
import { sectionRoles } from '../../../../shared/domain/console-access';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { OrgSettingsService, UserAdminService } from '../../identity';

/** what the path ids name: another organisation's is 404 (decision 0026) */
const byPerson = { userId: owner.of('person') };

const tags = ['console'];

/** The console's identity calls, mounted at /api/user. */
export function consoleUsersRoutes(deps: {
  userAdmin: UserAdminService;
  orgSettings: OrgSettingsService;
}): FastifyPluginAsyncZod {
  const { userAdmin, orgSettings } = deps;
  const users = access.signedIn({ roles: sectionRoles('users'), product: false });
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/guest/join-organisation',
      access: access.guest('JOIN_ORGANISATION'),
      summary: 'The invited person accepts to join the organisation (link from the e-mail)',
      response: { 200: joinOrganisationResponse },
      handler: ({ guest }) => userAdmin.acceptInvitation(guest),
    });
    route({
      method: 'GET',
      url: '/console/users',
      access: users,
      summary: "The organisation's users (search: part of a name or e-mail)",
      query: consoleUsersQuery,
      response: { 200: consoleUsersResponse },
      handler: ({ principal, query }) => userAdmin.list(principal, query.search),
    });
    route({
      method: 'POST',
      url: '/console/users/invite',
      access: users,
      summary: 'Invites people by e-mail; any bad row refuses the batch (400 with `rows`)',
      body: inviteBody,
      response: { 201: inviteResponse },
      status: 201,
      handler: async ({ principal, body }) => await userAdmin.invite(principal, body),
    });
    route({
      method: 'PUT',
      url: '/console/users/:userId/roles',
      owners: byPerson,
      access: users,
      summary: "Replaces a member's roles",
      params: consoleUserParams,
      body: rolesBody,
      response: { 200: consoleUser },
      handler: ({ principal, params, body }) => userAdmin.changeRoles(principal, params.userId, body.roles),
    });
    route({
      method: 'POST',
      url: '/console/users/:userId/deactivate',
      owners: byPerson,
      access: users,
      summary: 'Deactivates a member; their sessions end at once',
      params: consoleUserParams,
      response: { 200: consoleUser },
      handler: ({ principal, params }) => userAdmin.deactivate(principal, params.userId),
    });
    route({
      method: 'POST',
      url: '/console/users/:userId/reactivate',
      owners: byPerson,
      access: users,
      summary: 'Reactivates a member',
      params: consoleUserParams,
      response: { 200: consoleUser },
      handler: ({ principal, params }) => userAdmin.reactivate(principal, params.userId),
    });
    route({
      method: 'POST',
      url: '/console/users/:userId/resend-invitation',
      owners: byPerson,
      access: users,
      summary: 'Sends a new set-password link; the old one stops working',
      params: consoleUserParams,
      response: { 200: okResponse },
      handler: ({ principal, params }) => userAdmin.resendInvitation(principal, params.userId),
    });

    const settings = access.signedIn({ roles: sectionRoles('settings'), product: false });
    route({
      method: 'GET',
      url: '/console/settings',
      access: settings,
      summary: 'Organisation settings',
      response: { 200: orgSettingsResponse },
      handler: ({ principal }) => orgSettings.settings(principal),
    });
    route({
      method: 'PUT',
      url: '/console/settings',
      access: settings,
      summary: 'Saves the organisation settings',
      body: orgSettingsBody,
      response: { 200: orgSettingsResponse },
      handler: ({ principal, body }) => orgSettings.update(principal, body),
    });

    route({
      method: 'GET',
      url: '/console/analytics',
      access: access.signedIn({ roles: sectionRoles('analytics'), product: false }),
      summary: 'Organisation counts (never an individual answer); null: not available yet',
      response: { 200: analyticsResponse },
      handler: ({ principal }) => orgSettings.analytics(principal),
    });
  };
}
