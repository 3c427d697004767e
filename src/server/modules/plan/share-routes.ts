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
import { access } from '../../platform/auth/access';
import { routesOf } from '../../platform/http/route';
import { asUser, type PlanAccessRules } from './access';
import type { GuestService } from './guest-service';
import type { MilestoneService } from './milestone-service';
import { planOptions } from './options';

const tags = ['plan'];
const signedIn = access.signedIn();

/** Sharing a plan with guests, and team milestones. Mounted at /api/user. */
export function shareRoutes(deps: {
  guests: GuestService;
  milestones: MilestoneService;
}): FastifyPluginAsyncZod {
  const { guests, milestones } = deps;
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/agile-plan/share-plan',
      access: signedIn,
      summary: 'Shares the plan with a guest by e-mail (read and comment)',
      body: sharePlanBody,
      response: { 200: planGuestsResponse },
      handler: ({ principal, body }) => guests.share(principal, body),
    });
    route({
      method: 'GET',
      url: '/agile-plan/plan-guests/:id',
      access: signedIn,
      summary: "The plan's guests with live links",
      params: idParam,
      response: { 200: planGuestsResponse },
      handler: ({ principal, params }) => guests.list(principal, params.id),
    });
    route({
      method: 'DELETE',
      url: '/agile-plan/plan-guests/:id/:guestId',
      access: signedIn,
      summary: "Ends a guest's access",
      params: idParam.extend({ guestId: z.coerce.number().int().positive() }),
      response: { 200: planGuestsResponse },
      handler: ({ principal, params }) => guests.revoke(principal, params.id, params.guestId),
    });

    route({
      method: 'POST',
      url: '/team-milestone',
      access: signedIn,
      summary: 'Adds a team milestone (team manager)',
      body: createTeamMilestoneBody,
      response: { 200: teamMilestone },
      handler: ({ principal, body }) => milestones.createForTeam(principal, body),
    });
    route({
      method: 'GET',
      url: '/team-milestone/type-options',
      access: signedIn,
      summary: 'Team milestone types',
      response: { 200: z.object({ items: z.array(z.string()) }) },
      handler: () => milestones.typeOptions(),
    });
    route({
      method: 'GET',
      url: '/team-milestone/my-teams',
      access: signedIn,
      summary: "Milestones of the caller's teams",
      response: { 200: teamMilestonesResponse },
      handler: ({ principal }) => milestones.ofMyTeams(principal),
    });
    route({
      method: 'GET',
      url: '/team-milestone/mark-as-done/:id',
      access: signedIn,
      summary: 'Marks a team milestone done',
      params: idParam,
      response: { 200: teamMilestone },
      handler: ({ principal, params }) => milestones.markDone(principal, params.id),
    });
    route({
      method: 'GET',
      url: '/team-milestone/:id',
      access: signedIn,
      summary: "A team's milestones (id: the team)",
      params: idParam,
      response: { 200: teamMilestonesResponse },
      handler: ({ principal, params }) => milestones.ofTeam(principal, params.id),
    });
    route({
      method: 'DELETE',
      url: '/team-milestone/:id',
      access: signedIn,
      summary: 'Deletes a team milestone (team manager)',
      params: idParam,
      response: { 200: z.object({ ok: z.literal(true) }) },
      handler: ({ principal, params }) => milestones.removeForTeam(principal, params.id),
    });
  };
}

/** Outcome options of the sprint library. Mounted at /api/sprint-library. */
export function outcomeRoutes(planAccess: PlanAccessRules): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/api/v1/sprints/findOutcomeByLabel/:label',
      access: signedIn,
      summary: "Outcomes whose label contains the text ('*': all), each with its capabilities",
      params: outcomeLabelParams,
      query: languageQuery,
      response: { 200: outcomeSearchResponse },
      handler: async ({ principal, params, query }) => {
        const lng = await planAccess.language(asUser(principal), query.languageCode);
        const outcomes = planOptions.findOutcomes(params.label, lng);
        return { data: { capabilities: [...new Set(outcomes.flatMap((o) => o.capabilities))], outcomes } };
      },
    });
  };
}
