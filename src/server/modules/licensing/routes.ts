import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureFlagsResponse, subscriptionPlanResponse } from '../../../shared/contracts/license';
import { access } from '../../platform/auth/access';
import { routesOf } from '../../platform/http/route';
import type { LicensingService } from './service';

/** Mounted at /api/license. */
export function licensingRoutes(service: LicensingService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['license'] });
    route({
      method: 'GET',
      url: '/api/v1/license/subscription/plan',
      // the app guard reads it to choose the access-denied page
      access: access.signedIn({ product: false }),
      summary: "The organisation's plan with its feature list",
      response: { 200: subscriptionPlanResponse },
      handler: ({ principal }) => service.currentPlan(principal.clientId),
    });

    route({
      method: 'GET',
      url: '/api/v1/feature-flags',
      // the app guard reads it to choose the access-denied page
      access: access.signedIn({ product: false }),
      summary: 'Product feature flags of the organisation',
      response: { 200: featureFlagsResponse },
      handler: ({ principal }) => service.featureFlags(principal.clientId),
    });
  };
}
