import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/common';
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
} from '../../../shared/contracts/console';
import { sectionRoles } from '../../../shared/domain/console-access';
import { access, guestOf, principalOf } from '../../platform/auth/access';
import type { OrgSettingsService } from './org-settings-service';
import type { UserAdminService } from './user-admin-service';

const tags = ['console'];

/** The console's identity calls, mounted at /api/user. */
export function consoleUsersRoutes(deps: {
  userAdmin: UserAdminService;
  orgSettings: OrgSettingsService;
}): FastifyPluginAsyncZod {
  const { userAdmin, orgSettings } = deps;
  const users = { access: access.signedIn(...sectionRoles('users')) };
  return async (app) => {
    app.post(
      '/guest/join-organisation',
      {
        config: { access: access.guest('JOIN_ORGANISATION') },
        schema: {
          tags,
          summary: 'The invited person accepts to join the organisation (link from the e-mail)',
          response: { 200: joinOrganisationResponse },
        },
      },
      (req) => userAdmin.acceptInvitation(guestOf(req)),
    );
    app.get(
      '/console/users',
      {
        config: users,
        schema: {
          tags,
          summary: "The organisation's users (search: part of a name or e-mail)",
          querystring: consoleUsersQuery,
          response: { 200: consoleUsersResponse },
        },
      },
      (req) => userAdmin.list(principalOf(req), req.query.search),
    );
    app.post(
      '/console/users/invite',
      {
        config: users,
        schema: {
          tags,
          summary: 'Invites people by e-mail; any bad row refuses the batch (400 with `rows`)',
          body: inviteBody,
          response: { 201: inviteResponse },
        },
      },
      async (req, reply) => reply.status(201).send(await userAdmin.invite(principalOf(req), req.body)),
    );
    app.put(
      '/console/users/:userId/roles',
      {
        config: users,
        schema: {
          tags,
          summary: "Replaces a member's roles",
          params: consoleUserParams,
          body: rolesBody,
          response: { 200: consoleUser },
        },
      },
      (req) => userAdmin.changeRoles(principalOf(req), req.params.userId, req.body.roles),
    );
    app.post(
      '/console/users/:userId/deactivate',
      {
        config: users,
        schema: {
          tags,
          summary: 'Deactivates a member; their sessions end at once',
          params: consoleUserParams,
          response: { 200: consoleUser },
        },
      },
      (req) => userAdmin.deactivate(principalOf(req), req.params.userId),
    );
    app.post(
      '/console/users/:userId/reactivate',
      {
        config: users,
        schema: {
          tags,
          summary: 'Reactivates a member',
          params: consoleUserParams,
          response: { 200: consoleUser },
        },
      },
      (req) => userAdmin.reactivate(principalOf(req), req.params.userId),
    );
    app.post(
      '/console/users/:userId/resend-invitation',
      {
        config: users,
        schema: {
          tags,
          summary: 'Sends a new set-password link; the old one stops working',
          params: consoleUserParams,
          response: { 200: okResponse },
        },
      },
      (req) => userAdmin.resendInvitation(principalOf(req), req.params.userId),
    );

    const settings = { access: access.signedIn(...sectionRoles('settings')) };
    app.get(
      '/console/settings',
      {
        config: settings,
        schema: { tags, summary: 'Organisation settings', response: { 200: orgSettingsResponse } },
      },
      (req) => orgSettings.settings(principalOf(req)),
    );
    app.put(
      '/console/settings',
      {
        config: settings,
        schema: {
          tags,
          summary: 'Saves the organisation settings',
          body: orgSettingsBody,
          response: { 200: orgSettingsResponse },
        },
      },
      (req) => orgSettings.update(principalOf(req), req.body),
    );

    app.get(
      '/console/analytics',
      {
        config: { access: access.signedIn(...sectionRoles('analytics')) },
        schema: {
          tags,
          summary: 'Organisation counts (never an individual answer); null: not available yet',
          response: { 200: analyticsResponse },
        },
      },
      (req) => orgSettings.analytics(principalOf(req)),
    );
  };
}
