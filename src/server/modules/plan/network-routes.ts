import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, okResponse } from '../../../shared/contracts/common';
import {
  codeListResponse,
  meeting,
  meetingListQuery,
  meetingListResponse,
  networkEntry,
  networkListQuery,
  networkListResponse,
  planRef,
  resendResponse,
  saveNetworkBody,
  scheduleMeetingBody,
} from '../../../shared/contracts/plan';
import { access, guestOf, principalOf } from '../../platform/auth/access';
import { actingGet } from '../../platform/http/acting-get';
import { asUser } from './access';
import type { NetworkService } from './network-service';

const tags = ['plan'];

/** The nurture network and meetings. Mounted at /api/user. */
export function networkRoutes(network: NetworkService): FastifyPluginAsyncZod {
  const signedIn = { access: access.signedIn() };
  return async (app) => {
    app.get(
      '/agile-plan/agile-network-type-options/',
      {
        config: signedIn,
        schema: { tags, summary: 'Nurture network types', response: { 200: codeListResponse } },
      },
      () => network.typeOptions(),
    );
    app.get(
      '/agile-plan/get-agile-network-list/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A plan's nurture network",
          params: idParam,
          querystring: networkListQuery,
          response: { 200: networkListResponse },
        },
      },
      (req) => network.list(asUser(principalOf(req)), req.params.id, req.query),
    );
    app.post(
      '/agile-plan/save-agile-network',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Adds (and invites) or edits a network member',
          body: saveNetworkBody,
          response: { 200: networkEntry },
        },
      },
      (req) => network.save(principalOf(req), req.body),
    );
    app.delete(
      '/agile-plan/delete-agile-network',
      {
        config: signedIn,
        schema: { tags, summary: 'Removes a network member', body: planRef, response: { 200: okResponse } },
      },
      (req) => network.remove(principalOf(req), req.body),
    );
    app.get(
      '/agile-plan/resend-agile-network/:id',
      {
        config: signedIn,
        onRequest: actingGet,
        schema: {
          tags,
          summary: 'Sends a pending invitation again',
          params: idParam,
          response: { 200: resendResponse },
        },
      },
      (req) => network.resend(principalOf(req), req.params.id),
    );
    app.post(
      '/agile-plan/schedule-meeting',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Schedules a meeting with a network member (e-mail with .ics)',
          body: scheduleMeetingBody,
          response: { 200: meeting },
        },
      },
      (req) => network.scheduleMeeting(principalOf(req), req.body),
    );
    app.get(
      '/agile-plan/schedule-meeting',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A plan's meetings",
          querystring: meetingListQuery,
          response: { 200: meetingListResponse },
        },
      },
      (req) => network.meetings(asUser(principalOf(req)), req.query.agilePlanGroupId),
    );
    app.post(
      '/agile-plan/guest/accept-network-invitation',
      {
        config: { access: access.guest('NETWORK_INVITATION') },
        schema: {
          tags,
          summary: 'The invited person accepts (link from the e-mail)',
          response: { 200: z.object({ ownerName: z.string(), status: z.literal('COMPLETED') }) },
        },
      },
      (req) => network.accept(guestOf(req)),
    );
  };
}
