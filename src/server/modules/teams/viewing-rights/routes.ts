import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerViewingRightBody,
  managerViewingRightParam,
  managerViewingRightResponse,
  requestViewingRightBody,
  sharedByMeResponse,
  teamIdParam,
  teamIdQuery,
  teamViewingRightsResponse,
  toggleViewingRightBody,
  updateViewingRightsUsersBody,
  viewingRightResponse,
  viewingRightsInviteBody,
  viewingRightsInviteResponse,
} from '../../../../shared/contracts/team-viewing-rights';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { ViewingRightsService } from './service';

const tags = ['teams'];
/** viewing rights are between people of the organisation: a team guest has none (decision 0044) */
const signedIn = access.signedIn();

/** Viewing rights of the team service. Mounted at /api/team; answers wrapped in data. */
export function viewingRightsRoutes(rights: ViewingRightsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/team-impact/request-viewing-right/',
      access: signedIn,
      summary: 'The manager asks a member to share an item (GLA, PLAN, SPRINT, 360); once a day (409)',
      body: requestViewingRightBody,
      response: { 200: viewingRightResponse },
      handler: async ({ principal, body }) => ({ data: await rights.request(principal, body) }),
    });
    route({
      method: 'GET',
      url: '/team-impact/manager-viewing-right/:id',
      owners: { id: owner.of('person') },
      access: signedIn,
      summary:
        'What the caller, as the manager of a team the person belongs to, may see of them: per item, shared or not and the request',
      params: managerViewingRightParam,
      response: { 200: managerViewingRightResponse },
      handler: async ({ principal, params }) => ({
        data: await rights.ofMemberForManager(principal, params.id),
      }),
    });
    route({
      method: 'POST',
      url: '/teams/viewingRightsInvite',
      access: signedIn,
      summary:
        'The manager asks several members (default: every colleague in the team) to share items; each member and item once a day',
      body: viewingRightsInviteBody,
      response: { 200: viewingRightsInviteResponse },
      handler: async ({ principal, body }) => ({ data: await rights.invite(principal, body) }),
    });
    route({
      method: 'POST',
      url: '/team-impact/toggle-viewing-right-item/:teamId',
      owners: { teamId: owner.of('team') },
      access: signedIn,
      summary: "A member shares or stops sharing one item with the team's manager",
      params: teamIdParam,
      body: toggleViewingRightBody,
      response: { 200: viewingRightResponse },
      handler: async ({ principal, params, body }) => ({
        data: await rights.toggle(principal, params.teamId, body),
      }),
    });
    route({
      method: 'PUT',
      url: '/teams/updateViewingRightsUsers',
      access: signedIn,
      summary: "A member sets every item shared with the team's manager (items left out are revoked)",
      body: updateViewingRightsUsersBody,
      response: { 200: sharedByMeResponse },
      handler: async ({ principal, body }) => ({ data: await rights.setShared(principal, body) }),
    });
    route({
      method: 'PUT',
      url: '/teams/update-viewing-rights-team-member',
      access: signedIn,
      summary: "A member grants or refuses the manager's pending request for one item",
      body: answerViewingRightBody,
      response: { 200: viewingRightResponse },
      handler: async ({ principal, body }) => ({ data: await rights.answer(principal, body) }),
    });
    route({
      method: 'GET',
      url: '/viewing-rights/shared-by-me',
      access: signedIn,
      summary: 'What the caller shares with the managers of their teams, and what they were asked',
      response: { 200: sharedByMeResponse },
      handler: async ({ principal }) => ({ data: await rights.sharedByMe(principal) }),
    });
    route({
      method: 'GET',
      url: '/viewing-rights/get-team-dashboard-data',
      access: signedIn,
      summary: "The manager's view of the team's viewing rights: per member, each item asked for or shared",
      query: teamIdQuery,
      response: { 200: teamViewingRightsResponse },
      handler: async ({ principal, query }) => ({ data: await rights.ofTeam(principal, query.team_id) }),
    });
  };
}
