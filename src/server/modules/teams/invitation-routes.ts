import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/contracts/common';
import {
  acceptInvitationBody,
  acceptInvitationResponse,
  addGuestsBody,
  durationBody,
  durationResponse,
  invitationPreviewResponse,
  okData,
  sendInvitationBody,
} from '../../../shared/contracts/team-invitations';
import { teamMembersResponse } from '../../../shared/contracts/teams';
import { access } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { routesOf } from '../../platform/http/route';
import type { TeamInvitations } from './invitations';

const tags = ['teams'];
const signedIn = access.signedIn();
const invited = access.guest('TEAM_INVITATION');

/** Guests of a team, their invitations, and the team's duration. Mounted at /api/team; answers wrapped in data. */
export function invitationRoutes(invitations: TeamInvitations): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/teams/team-membership-guests',
      access: signedIn,
      summary:
        'Invites guests from outside the organisation (name, e-mail, team role) and e-mails each a link (manager or ADMIN)',
      body: addGuestsBody,
      response: { 200: teamMembersResponse },
      handler: async ({ principal, body }) => ({ data: await invitations.addGuests(principal, body) }),
    });
    route({
      method: 'POST',
      url: '/teams/sendEmail',
      access: signedIn,
      summary: "Re-sends a pending guest's invitation; the earlier link stops working (manager or ADMIN)",
      body: sendInvitationBody,
      response: { 200: okData },
      handler: async ({ principal, body }) => ({ data: await invitations.resend(principal, body) }),
    });
    route({
      method: 'DELETE',
      url: '/teams/removeGuestTeamMember/:id',
      owners: { id: owner.of('teamMember') },
      access: signedIn,
      summary: 'Removes a guest from a team (id: the member row; manager or ADMIN)',
      params: idParam,
      response: { 200: okData },
      handler: async ({ principal, params }) => ({
        data: await invitations.removeGuest(principal, params.id),
      }),
    });
    for (const which of ['start', 'end'] as const) {
      route({
        method: 'POST',
        url: `/teams/update-${which}-duration/:id`,
        owners: { id: owner.of('team') },
        access: signedIn,
        summary: `Sets or clears the ${which} of the team's duration (manager or ADMIN)`,
        params: idParam,
        body: durationBody,
        response: { 200: durationResponse },
        handler: async ({ principal, params, body }) => ({
          data: await invitations.setDuration(principal, params.id, which, body.date),
        }),
      });
    }
    route({
      method: 'GET',
      url: '/teams/invitation',
      access: invited,
      summary: 'What a team invitation link shows: the team, who invited, whether a password is to be set',
      response: { 200: invitationPreviewResponse },
      handler: async ({ guest }) => ({ data: await invitations.preview(guest) }),
    });
    route({
      method: 'POST',
      url: '/teams/accept-invitation',
      access: invited,
      summary:
        'Accepts a team invitation (once): sets the password when the account has none; the guest can sign in',
      body: acceptInvitationBody,
      response: { 200: acceptInvitationResponse },
      handler: async ({ guest, body }) => ({ data: await invitations.accept(guest, body) }),
    });
  };
}
