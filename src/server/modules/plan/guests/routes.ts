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
import { access, principalOf } from '../../../platform/auth/access';
import { asUser, type PlanAccessRules } from '../access';
import { planOptions } from '../options';
import type { GuestService } from './service';

const tags = ['plan'];
const signedIn = { access: access.signedIn() };

/** Sharing a plan with guests. Mounted at /api/user. */
export function shareRoutes(deps: { guests: GuestService }): FastifyPluginAsyncZod {
  const { guests } = deps;
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
