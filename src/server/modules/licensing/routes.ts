import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureFlagsResponse, subscriptionPlanResponse } from '../../../shared/contracts/license';
import { access, principalOf } from '../../platform/auth/access';
import type { LicensingService } from './service';

/** Mounted at /api/license. */
export function licensingRoutes(service: LicensingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/license/subscription/plan',
      {
        config: { access: access.signedIn() },
        schema: {
          tags: ['license'],
          summary: "The organisation's plan with its feature list",
          response: { 200: subscriptionPlanResponse },
        },
      },
      (req) => service.currentPlan(principalOf(req).clientId),
    );

    app.get(
      '/api/v1/feature-flags',
      {
        config: { access: access.signedIn() },
        schema: {
          tags: ['license'],
          summary: 'Product feature flags of the organisation',
          response: { 200: featureFlagsResponse },
        },
      },
      (req) => service.featureFlags(principalOf(req).clientId),
    );
  };
}
