import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedbackSince } from '../../../../shared/contracts/check-ins';
import {
  analyticsResponse,
  checkInIdQuery,
  checkInListResponse,
  checkInQuery,
  checkInResponse,
  currentCheckInResponse,
  feedbackSinceResponse,
  idParam,
  rateCheckInQuery,
  updateCheckInBody,
} from '../../../../shared/contracts/check-ins';
import type { Principal } from '../../../platform/auth/access';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { createAnalytics } from './analytics';
import type { CheckInService } from './service';

export interface CheckInFeatures {
  service: CheckInService;
  analytics: ReturnType<typeof createAnalytics>;
  feedbackSince(p: Principal, checkInId: number): Promise<FeedbackSince>;
}

const tags = ['sprints'];
const signedIn = access.signedIn();

/**
 * The check-in calls of the team service (spec: check-in/findAllBySprintAndTeamMember, findCurrentCheckIn,
 * update, rate) and the sprint analytics. The owner's only: anyone else's sprint or check-in is 404.
 */
export function checkInRoutes({ service, analytics, feedbackSince }: CheckInFeatures): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/check-in/findAllBySprintAndTeamMember',
      access: signedIn,
      summary: "A sprint's check-ins of one person (the caller), oldest first, with their timeline state",
      query: checkInQuery,
      response: { 200: checkInListResponse },
      handler: async ({ principal, query }) => ({ data: await service.list(principal, query) }),
    });
    route({
      method: 'GET',
      url: '/check-in/findCurrentCheckIn',
      access: signedIn,
      summary: 'The latest check-in due of the sprint (null before the first one is due)',
      query: checkInQuery,
      response: { 200: currentCheckInResponse },
      handler: async ({ principal, query }) => ({ data: await service.current(principal, query) }),
    });
    route({
      method: 'PUT',
      url: '/check-in/update',
      access: signedIn,
      summary:
        'Saves a check-in step (scores 0-100, energy 1-5, progress note, status); COMPLETED closes it and sets the items’ current percentages',
      body: updateCheckInBody,
      response: { 200: checkInResponse },
      handler: async ({ principal, body }) => ({ data: await service.update(principal, body) }),
    });
    route({
      method: 'GET',
      url: '/check-in/rate',
      access: signedIn,
      summary: 'Rates a completed check-in 1-5 (once: a second rating is 409)',
      query: rateCheckInQuery,
      response: { 200: checkInResponse },
      handler: async ({ principal, query }) => ({
        data: await service.rate(principal, query.checkInId, query.rating),
      }),
    });
    route({
      method: 'GET',
      url: '/check-in/feedback',
      access: signedIn,
      summary:
        'The check-in’s "new feedback" step: crew feedback received since the check-in before it (names only for manager, mentor, coach)',
      query: checkInIdQuery,
      response: { 200: feedbackSinceResponse },
      handler: async ({ principal, query }) => ({ data: await feedbackSince(principal, query.checkInId) }),
    });
    route({
      method: 'GET',
      url: '/user-sprint/analytics/:id',
      owners: { id: owner.of('sprint') },
      access: signedIn,
      summary:
        'Sprint analytics per week: self against crew for behaviours and outcomes, actions, crew engagement, check-ins, energy; crew scores withheld below the anonymity threshold',
      params: idParam,
      response: { 200: analyticsResponse },
      handler: async ({ principal, params }) => ({ data: await analytics(principal, params.id) }),
    });
  };
}
