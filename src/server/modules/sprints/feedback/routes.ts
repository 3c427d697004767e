import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adviceListResponse,
  feedbackListResponse,
  giveAdviceBody,
  giveFeedbackBody,
  guestDevelopmentResponse,
  guestOkResponse,
  remindBody,
  sprintIdQuery,
} from '../../../../shared/contracts/sprint-feedback';
import { access } from '../../../platform/auth/access';
import { routesOf } from '../../../platform/http/route';
import type { GuestFeedbackService } from './guest-service';
import type { createOwnerFeedbackService } from './owner-service';

const tags = ['sprints'];
const signedIn = access.signedIn();
const crewMember = access.guest('CREW_FEEDBACK');

/**
 * Crew feedback and advice, mounted at /api/team: the spec's feedback/findAll and advice/findAll for the person,
 * and the crew member's guest calls behind their link (`/development?token=`), under /guest/development.
 */
export function feedbackRoutes(s: {
  guest: GuestFeedbackService;
  owner: ReturnType<typeof createOwnerFeedbackService>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });

    route({
      method: 'GET',
      url: '/feedback/findAll',
      access: signedIn,
      summary:
        "The crew's feedback on one of the caller's sprints, newest first (scores withheld by anonymity)",
      query: sprintIdQuery,
      response: { 200: feedbackListResponse },
      handler: async ({ principal, query }) => ({ data: await s.owner.feedback(principal, query.sprintId) }),
    });
    route({
      method: 'GET',
      url: '/advice/findAll',
      access: signedIn,
      summary: "The crew's advice on one of the caller's sprints, newest first",
      query: sprintIdQuery,
      response: { 200: adviceListResponse },
      handler: async ({ principal, query }) => ({ data: await s.owner.advice(principal, query.sprintId) }),
    });

    // ---------- the crew member's guest link ----------
    route({
      method: 'GET',
      url: '/guest/development',
      access: crewMember,
      summary:
        "The crew member's page: the person's sprint and the feedback request open now (410 when expired)",
      response: { 200: guestDevelopmentResponse },
      handler: async ({ guest }) => ({ data: await s.guest.view(guest) }),
    });
    route({
      method: 'POST',
      url: '/guest/development/feedback',
      access: crewMember,
      summary:
        'Gives feedback on the open request: a score (0-100) for every behaviour and outcome, a comment',
      body: giveFeedbackBody,
      response: { 200: guestOkResponse },
      handler: async ({ guest, body }) => ({ data: await s.guest.giveFeedback(guest, body) }),
    });
    route({
      method: 'POST',
      url: '/guest/development/advice',
      access: crewMember,
      summary: 'Gives advice on the sprint (free text)',
      body: giveAdviceBody,
      response: { 200: guestOkResponse },
      handler: async ({ guest, body }) => ({ data: await s.guest.giveAdvice(guest, body.text) }),
    });
    route({
      method: 'POST',
      url: '/guest/development/remind',
      access: crewMember,
      summary: 'Asks for one reminder mail in 1-6 days, before the open request’s deadline',
      body: remindBody,
      response: { 200: guestOkResponse },
      handler: async ({ guest, body }) => ({ data: await s.guest.remind(guest, body.inDays) }),
    });
  };
}
