import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, okResponse } from '../../../../shared/contracts/common';
import {
  codeListResponse,
  meeting,
  meetingListQuery,
  meetingListResponse,
  networkEntry,
  networkInvitation,
  networkListQuery,
  networkListResponse,
  planRef,
  resendResponse,
  saveNetworkBody,
  scheduleMeetingBody,
} from '../../../../shared/contracts/plan';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import { asUser } from '../access';
import type { NetworkService } from './service';

const tags = ['plan'];

/** The nurture network and meetings. Mounted at /api/user. */
export function networkRoutes(network: NetworkService): FastifyPluginAsyncZod {
  const signedIn = access.signedIn();
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/agile-plan/agile-network-type-options/',
      access: signedIn,
      summary: 'Nurture network types',
      response: { 200: codeListResponse },
      handler: () => network.typeOptions(),
    });
    route({
      method: 'GET',
      url: '/agile-plan/get-agile-network-list/:id',
      owners: { id: owner.of('plan') },
      access: signedIn,
      summary: "A plan's nurture network",
      params: idParam,
      query: networkListQuery,
      response: { 200: networkListResponse },
      handler: ({ principal, params, query }) => network.list(asUser(principal), params.id, query),
    });
    route({
      method: 'POST',
      url: '/agile-plan/save-agile-network',
      access: signedIn,
      summary: 'Adds (and invites) or edits a network member',
      body: saveNetworkBody,
      response: { 200: networkEntry },
      handler: ({ principal, body }) => network.save(principal, body),
    });
    route({
      method: 'DELETE',
      url: '/agile-plan/delete-agile-network',
      access: signedIn,
      summary: 'Removes a network member',
      body: planRef,
      response: { 200: okResponse },
      handler: ({ principal, body }) => network.remove(principal, body),
    });
    route({
      method: 'GET',
      url: '/agile-plan/resend-agile-network/:id',
      owners: { id: owner.of('networkEntry') },
      acting: true,
      access: signedIn,
      summary: 'Sends a pending invitation again',
      params: idParam,
      response: { 200: resendResponse },
      handler: ({ principal, params }) => network.resend(principal, params.id),
    });
    route({
      method: 'POST',
      url: '/agile-plan/schedule-meeting',
      access: signedIn,
      summary: 'Schedules a meeting with a network member (e-mail with .ics)',
      body: scheduleMeetingBody,
      response: { 200: meeting },
      handler: ({ principal, body }) => network.scheduleMeeting(principal, body),
    });
    route({
      method: 'GET',
      url: '/agile-plan/schedule-meeting',
      access: signedIn,
      summary: "A plan's meetings",
      query: meetingListQuery,
      response: { 200: meetingListResponse },
      handler: ({ principal, query }) => network.meetings(asUser(principal), query.agilePlanGroupId),
    });
    route({
      method: 'GET',
      url: '/agile-plan/guest/network-invitation',
      access: access.guest('NETWORK_INVITATION'),
      summary: 'The invitation the e-mailed link carries (reading it changes nothing)',
      response: { 200: networkInvitation },
      handler: ({ guest }) => network.invitation(guest),
    });
    route({
      method: 'POST',
      url: '/agile-plan/guest/accept-network-invitation',
      access: access.guest('NETWORK_INVITATION'),
      summary: 'The invited person accepts (link from the e-mail)',
      response: { 200: z.object({ ownerName: z.string(), status: z.literal('COMPLETED') }) },
      handler: ({ guest }) => network.accept(guest),
    });
  };
}
