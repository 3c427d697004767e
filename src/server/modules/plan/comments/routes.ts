import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../../shared/contracts/common';
import {
  comment,
  goalsResponse,
  languageQuery,
  meetingListResponse,
  networkListQuery,
  networkListResponse,
  planResponse,
  repliesResponse,
  resolveCommentBody,
  saveCommentBody,
  sectionListResponse,
  sectionParams,
  threadsResponse,
} from '../../../../shared/contracts/plan';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import { asGuest, asUser, type PlanAccessRules } from '../access';
import type { ItemsService } from '../items/service';
import type { NetworkService } from '../network/service';
import type { PlanService } from '../plans/service';
import type { CommentsService } from './service';

/** what the path ids name: another organisation's is 404 (decision 0026) */
const bySection = { sectionId: owner.of('planSection') };

const tags = ['plan'];

/** Comments (signed in), and the plan guest's read-and-comment variants under /agile-plan/guest/. */
export function commentRoutes(deps: {
  comments: CommentsService;
  plans: PlanService;
  items: ItemsService;
  network: NetworkService;
  access: PlanAccessRules;
}): FastifyPluginAsyncZod {
  const { comments, plans } = deps;
  const signedIn = access.signedIn();
  const guest = access.guest('PLAN_GUEST');
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/agile-plan/get-agile-plan-comment/:sectionId',
      owners: bySection,
      access: signedIn,
      summary: "A section's comment threads with replies",
      params: sectionParams,
      response: { 200: threadsResponse },
      handler: ({ principal, params }) => comments.threads(asUser(principal), params.sectionId),
    });
    route({
      method: 'GET',
      url: '/agile-plan/get-agile-plan-comment/:sectionId/replies',
      owners: bySection,
      access: signedIn,
      summary: "A section's replies",
      params: sectionParams,
      response: { 200: repliesResponse },
      handler: ({ principal, params }) => comments.replies(asUser(principal), params.sectionId),
    });
    route({
      method: 'POST',
      url: '/agile-plan/save-agile-plan-comment',
      access: signedIn,
      summary: 'Comments on a section (a new thread, or a reply)',
      body: saveCommentBody,
      response: { 200: comment },
      handler: ({ principal, body }) => comments.save(asUser(principal), body),
    });
    route({
      method: 'POST',
      url: '/agile-plan/resolve-comment',
      access: signedIn,
      summary: 'Resolves a thread',
      body: resolveCommentBody,
      response: { 200: comment },
      handler: ({ principal, body }) => comments.resolve(asUser(principal), body.commentId),
    });

    // ---- plan guest (token from the shared link): read and comment, never edit ----
    route({
      method: 'GET',
      url: '/agile-plan/guest/:id',
      access: guest,
      summary: 'The shared plan, for its guest',
      params: idParam,
      query: languageQuery,
      response: { 200: planResponse },
      handler: async ({ guest, params, query }) => {
        const reader = asGuest(guest);
        return plans.view(reader, params.id, await deps.access.language(reader, query.languageCode));
      },
    });
    route({
      method: 'GET',
      url: '/agile-plan/guest/get-agile-section-list/:id',
      access: guest,
      summary: "The shared plan's sections",
      params: idParam,
      response: { 200: sectionListResponse },
      handler: ({ guest, params }) => plans.sections(asGuest(guest), params.id),
    });
    route({
      method: 'GET',
      url: '/agile-plan/guest/get-agile-goal-deliverable/:id',
      access: guest,
      summary: "The shared plan's goals",
      params: idParam,
      query: languageQuery,
      response: { 200: goalsResponse },
      handler: async ({ guest, params, query }) => {
        const reader = asGuest(guest);
        return deps.items.goals(reader, params.id, await deps.access.language(reader, query.languageCode));
      },
    });
    route({
      method: 'GET',
      url: '/agile-plan/guest/get-agile-network-list/:id',
      access: guest,
      summary: "The shared plan's nurture network",
      params: idParam,
      query: networkListQuery,
      response: { 200: networkListResponse },
      handler: ({ guest, params, query }) => deps.network.list(asGuest(guest), params.id, query),
    });
    route({
      method: 'GET',
      url: '/agile-plan/guest/schedule-meeting/:id',
      access: guest,
      summary: "The shared plan's meetings",
      params: idParam,
      response: { 200: meetingListResponse },
      handler: ({ guest, params }) => deps.network.meetings(asGuest(guest), params.id),
    });
    route({
      method: 'GET',
      url: '/agile-plan/guest/get-agile-plan-comment/:sectionId',
      access: guest,
      summary: "A shared plan section's threads",
      params: sectionParams,
      response: { 200: threadsResponse },
      handler: ({ guest, params }) => comments.threads(asGuest(guest), params.sectionId),
    });
    route({
      method: 'GET',
      url: '/agile-plan/guest/get-agile-plan-comment/:sectionId/replies',
      access: guest,
      summary: "A shared plan section's replies",
      params: sectionParams,
      response: { 200: repliesResponse },
      handler: ({ guest, params }) => comments.replies(asGuest(guest), params.sectionId),
    });
    route({
      method: 'POST',
      url: '/agile-plan/guest/save-agile-plan-comment',
      access: guest,
      summary: 'The guest comments on a section',
      body: saveCommentBody,
      response: { 200: comment },
      handler: ({ guest, body }) => comments.save(asGuest(guest), body),
    });
    route({
      method: 'POST',
      url: '/agile-plan/guest/resolve-comment',
      access: guest,
      summary: 'The guest resolves a thread',
      body: resolveCommentBody,
      response: { 200: comment },
      handler: ({ guest, body }) => comments.resolve(asGuest(guest), body.commentId),
    });
  };
}
