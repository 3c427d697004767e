import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../../shared/contracts/common';
import {
  languageQuery,
  outcomeLabelParams,
  outcomeSearchResponse,
  planGuestsResponse,
  sharePlanBody,
} from '../../../../shared/contracts/plan';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import { asUser, type PlanAccessRules } from '../access';
import { planOptions } from '../options';
import type { GuestService } from './service';

const tags = ['plan'];
const signedIn = access.signedIn();

/** Sharing a plan with guests. Mounted at /api/user. */
export function shareRoutes(deps: { guests: GuestService }): FastifyPluginAsyncZod {
  const { guests } = deps;
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
      owners: { id: owner.of('plan') },
      access: signedIn,
      summary: "The plan's guests with live links",
      params: idParam,
      response: { 200: planGuestsResponse },
      handler: ({ principal, params }) => guests.list(principal, params.id),
    });
    route({
      method: 'DELETE',
      url: '/agile-plan/plan-guests/:id/:guestId',
      owners: { id: owner.of('plan'), guestId: owner.of('planGuest') },
      access: signedIn,
      summary: "Ends a guest's access",
      params: idParam.extend({ guestId: z.coerce.number().int().positive() }),
      response: { 200: planGuestsResponse },
      handler: ({ principal, params }) => guests.revoke(principal, params.id, params.guestId),
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
      owners: { label: owner.none('an outcome label of the sprint library') },
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
