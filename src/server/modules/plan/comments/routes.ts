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
import { access, guestOf, principalOf } from '../../../platform/auth/access';
import { asGuest, asUser, type PlanAccessRules } from '../access';
import type { ItemsService } from '../items/service';
import type { NetworkService } from '../network/service';
import type { PlanService } from '../plans/service';
import type { CommentsService } from './service';

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
  const signedIn = { access: access.signedIn() };
  const guest = { access: access.guest('PLAN_GUEST') };
  return async (app) => {
    app.get(
      '/agile-plan/get-agile-plan-comment/:sectionId',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A section's comment threads with replies",
          params: sectionParams,
          response: { 200: threadsResponse },
        },
      },
      (req) => comments.threads(asUser(principalOf(req)), req.params.sectionId),
    );
    app.get(
      '/agile-plan/get-agile-plan-comment/:sectionId/replies',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A section's replies",
          params: sectionParams,
          response: { 200: repliesResponse },
        },
      },
      (req) => comments.replies(asUser(principalOf(req)), req.params.sectionId),
    );
    app.post(
      '/agile-plan/save-agile-plan-comment',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Comments on a section (a new thread, or a reply)',
          body: saveCommentBody,
          response: { 200: comment },
        },
      },
      (req) => comments.save(asUser(principalOf(req)), req.body),
    );
    app.post(
      '/agile-plan/resolve-comment',
      {
        config: signedIn,
        schema: { tags, summary: 'Resolves a thread', body: resolveCommentBody, response: { 200: comment } },
      },
      (req) => comments.resolve(asUser(principalOf(req)), req.body.commentId),
    );

    // ---- plan guest (token from the shared link): read and comment, never edit ----
    app.get(
      '/agile-plan/guest/:id',
      {
        config: guest,
        schema: {
          tags,
          summary: 'The shared plan, for its guest',
          params: idParam,
          querystring: languageQuery,
          response: { 200: planResponse },
        },
      },
      async (req) => {
        const reader = asGuest(guestOf(req));
        return plans.view(reader, req.params.id, await deps.access.language(reader, req.query.languageCode));
      },
    );
    app.get(
      '/agile-plan/guest/get-agile-section-list/:id',
      {
        config: guest,
        schema: {
          tags,
          summary: "The shared plan's sections",
          params: idParam,
          response: { 200: sectionListResponse },
        },
      },
      (req) => plans.sections(asGuest(guestOf(req)), req.params.id),
    );
    app.get(
      '/agile-plan/guest/get-agile-goal-deliverable/:id',
      {
        config: guest,
        schema: {
          tags,
          summary: "The shared plan's goals",
          params: idParam,
          querystring: languageQuery,
          response: { 200: goalsResponse },
        },
      },
      async (req) => {
        const reader = asGuest(guestOf(req));
        return deps.items.goals(
          reader,
          req.params.id,
          await deps.access.language(reader, req.query.languageCode),
        );
      },
    );
    app.get(
      '/agile-plan/guest/get-agile-network-list/:id',
      {
        config: guest,
        schema: {
          tags,
          summary: "The shared plan's nurture network",
          params: idParam,
          querystring: networkListQuery,
          response: { 200: networkListResponse },
        },
      },
      (req) => deps.network.list(asGuest(guestOf(req)), req.params.id, req.query),
    );
    app.get(
      '/agile-plan/guest/schedule-meeting/:id',
      {
        config: guest,
        schema: {
          tags,
          summary: "The shared plan's meetings",
          params: idParam,
          response: { 200: meetingListResponse },
        },
      },
      (req) => deps.network.meetings(asGuest(guestOf(req)), req.params.id),
    );
    app.get(
      '/agile-plan/guest/get-agile-plan-comment/:sectionId',
      {
        config: guest,
        schema: {
          tags,
          summary: "A shared plan section's threads",
          params: sectionParams,
          response: { 200: threadsResponse },
        },
      },
      (req) => comments.threads(asGuest(guestOf(req)), req.params.sectionId),
    );
    app.get(
      '/agile-plan/guest/get-agile-plan-comment/:sectionId/replies',
      {
        config: guest,
        schema: {
          tags,
          summary: "A shared plan section's replies",
          params: sectionParams,
          response: { 200: repliesResponse },
        },
      },
      (req) => comments.replies(asGuest(guestOf(req)), req.params.sectionId),
    );
    app.post(
      '/agile-plan/guest/save-agile-plan-comment',
      {
        config: guest,
        schema: {
          tags,
          summary: 'The guest comments on a section',
          body: saveCommentBody,
          response: { 200: comment },
        },
      },
      (req) => comments.save(asGuest(guestOf(req)), req.body),
    );
    app.post(
      '/agile-plan/guest/resolve-comment',
      {
        config: guest,
        schema: {
          tags,
          summary: 'The guest resolves a thread',
          body: resolveCommentBody,
          response: { 200: comment },
        },
      },
      (req) => comments.resolve(asGuest(guestOf(req)), req.body.commentId),
    );
  };
}
