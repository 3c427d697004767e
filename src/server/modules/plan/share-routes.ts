import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import {
  createTeamMilestoneBody,
  languageQuery,
  outcomeLabelParams,
  outcomeSearchResponse,
  planGuestsResponse,
  sharePlanBody,
  teamMilestone,
  teamMilestonesResponse,
} from '../../../shared/contracts/plan';
import { access, principalOf } from '../../platform/auth/access';
import { actingGet } from '../../platform/http/acting-get';
import { asUser, type PlanAccessRules } from './access';
import type { GuestService } from './guest-service';
import type { MilestoneService } from './milestone-service';
import { planOptions } from './options';

const tags = ['plan'];
const signedIn = { access: access.signedIn() };

/** Sharing a plan with guests, and team milestones. Mounted at /api/user. */
export function shareRoutes(deps: {
  guests: GuestService;
  milestones: MilestoneService;
}): FastifyPluginAsyncZod {
  const { guests, milestones } = deps;
  return async (app) => {
    app.post(
      '/agile-plan/share-plan',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Shares the plan with a guest by e-mail (read and comment)',
          body: sharePlanBody,
          response: { 200: planGuestsResponse },
        },
      },
      (req) => guests.share(principalOf(req), req.body),
    );
    app.get(
      '/agile-plan/plan-guests/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The plan's guests with live links",
          params: idParam,
          response: { 200: planGuestsResponse },
        },
      },
      (req) => guests.list(principalOf(req), req.params.id),
    );
    app.delete(
      '/agile-plan/plan-guests/:id/:guestId',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Ends a guest's access",
          params: idParam.extend({ guestId: z.coerce.number().int().positive() }),
          response: { 200: planGuestsResponse },
        },
      },
      (req) => guests.revoke(principalOf(req), req.params.id, req.params.guestId),
    );

    app.post(
      '/team-milestone',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Adds a team milestone (team manager)',
          body: createTeamMilestoneBody,
          response: { 200: teamMilestone },
        },
      },
      (req) => milestones.createForTeam(principalOf(req), req.body),
    );
    app.get(
      '/team-milestone/type-options',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Team milestone types',
          response: { 200: z.object({ items: z.array(z.string()) }) },
        },
      },
      () => milestones.typeOptions(),
    );
    app.get(
      '/team-milestone/my-teams',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Milestones of the caller's teams",
          response: { 200: teamMilestonesResponse },
        },
      },
      (req) => milestones.ofMyTeams(principalOf(req)),
    );
    app.get(
      '/team-milestone/mark-as-done/:id',
      {
        config: signedIn,
        onRequest: actingGet,
        schema: {
          tags,
          summary: 'Marks a team milestone done',
          params: idParam,
          response: { 200: teamMilestone },
        },
      },
      (req) => milestones.markDone(principalOf(req), req.params.id),
    );
    app.get(
      '/team-milestone/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A team's milestones (id: the team)",
          params: idParam,
          response: { 200: teamMilestonesResponse },
        },
      },
      (req) => milestones.ofTeam(principalOf(req), req.params.id),
    );
    app.delete(
      '/team-milestone/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Deletes a team milestone (team manager)',
          params: idParam,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      (req) => milestones.removeForTeam(principalOf(req), req.params.id),
    );
  };
}

/** Outcome options of the sprint library. Mounted at /api/sprint-library. */
export function outcomeRoutes(planAccess: PlanAccessRules): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/sprints/findOutcomeByLabel/:label',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Outcomes whose label contains the text ('*': all), each with its capabilities",
          params: outcomeLabelParams,
          querystring: languageQuery,
          response: { 200: outcomeSearchResponse },
        },
      },
      async (req) => {
        const lng = await planAccess.language(asUser(principalOf(req)), req.query.languageCode);
        const outcomes = planOptions.findOutcomes(req.params.label, lng);
        return { data: { capabilities: [...new Set(outcomes.flatMap((o) => o.capabilities))], outcomes } };
      },
    );
  };
}
