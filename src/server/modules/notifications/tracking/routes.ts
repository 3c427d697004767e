import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityResponse,
  groupBody,
  identifyBody,
  pageBody,
  TRACKING_MAX_BODY_BYTES,
  trackBody,
  trackedResponse,
} from '../../../../shared/contracts/tracking';
import { sectionRoles } from '../../../../shared/domain/console-access';
import { access } from '../../../platform/auth/access';
import { routesOf } from '../../../platform/http/route';
import type { TrackingService } from './service';

const tags = ['tracking'];
// tracking works for everyone signed in, with or without a product licence (the access-denied page tracks too)
const signedIn = access.signedIn({ product: false });

/** The segment-event calls (mounted at /api/user) and the console's activity figures. */
export function trackingRoutes(tracking: TrackingService): FastifyPluginAsyncZod {
  return async (app) => {
    // bodies over 32 KB are refused with 413 before they are read whole
    app.addHook('onRoute', (options) => {
      if (options.url.includes('/segment-event/')) options.bodyLimit = TRACKING_MAX_BODY_BYTES;
    });
    const route = routesOf(app, { tags });
    const response = { 200: trackedResponse };
    route({
      method: 'POST',
      url: '/segment-event/publish',
      access: signedIn,
      summary: 'Stores a product event of the caller (password fields masked)',
      body: trackBody,
      response,
      handler: ({ principal, body }) => tracking.publish(principal, body),
    });
    route({
      method: 'POST',
      url: '/segment-event/page',
      access: signedIn,
      summary: 'Stores a page view of the caller',
      body: pageBody,
      response,
      handler: ({ principal, body }) => tracking.page(principal, body),
    });
    route({
      method: 'POST',
      url: '/segment-event/group',
      access: signedIn,
      summary: "Stores the caller's organisation traits (plan, chargebeeId)",
      body: groupBody,
      response,
      handler: ({ principal, body }) => tracking.group(principal, body),
    });
    route({
      method: 'POST',
      url: '/segment-event/identify',
      access: signedIn,
      summary: "Stores the caller's traits (plan)",
      body: identifyBody,
      response,
      handler: ({ principal, body }) => tracking.identify(principal, body),
    });
    route({
      method: 'POST',
      url: '/segment-event/guest/publish',
      access: access.anonymous(),
      summary: 'Stores a product event of a guest (no sign-in; limited per address, 429 past the limit)',
      body: trackBody,
      response,
      handler: ({ request, body }) => tracking.guestPublish(request.ip, body),
    });
    route({
      method: 'GET',
      url: '/console/analytics/activity',
      access: access.signedIn({ roles: sectionRoles('analytics'), product: false }),
      summary: "The organisation's people active in the last 7 days and the funnel from tracking events",
      response: { 200: activityResponse },
      handler: ({ principal }) => tracking.activity(principal.clientId),
    });
  };
}
