import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { debugEmitBody, debugEmitResponse } from '../../../shared/contracts/debug';
import { access } from '../../platform/auth/access';
import { routesOf } from '../../platform/http/route';
import type { Realtime } from '../../platform/realtime/socket';

/**
 * The debug page's emit (mounted at /api/notification): sends a message on a topic to the caller's own sockets,
 * never to anyone else. ADMIN only in production (without demo data); any signed-in person in a demo.
 */
export function debugRoutes(deps: {
  realtime: Pick<Realtime, 'toUser'>;
  adminOnly: boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['debug'] });
    route({
      method: 'POST',
      url: '/debug/emit',
      access: deps.adminOnly ? access.signedIn('ADMIN') : access.signedIn(),
      summary: "Emits a message on a topic to the caller's own sockets (the debug page)",
      body: debugEmitBody,
      response: { 200: debugEmitResponse },
      handler: ({ principal, body }) => {
        deps.realtime.toUser(principal.userId, body.topic, {
          message: body.message,
          at: new Date().toISOString(),
        });
        return { sent: true as const };
      },
    });
  };
}
