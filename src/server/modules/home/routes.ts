import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeCallSchemas } from '../../../shared/contracts/home-call-schemas';
import { access } from '../../platform/auth/access';
import { routesOf } from '../../platform/http/route';
import type { HomeService } from './service';

/** The personal home's calls. Mounted at /api/user. */
export function homeRoutes(home: HomeService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['home'] });
    route({
      method: 'GET',
      url: '/dashboard/next-up',
      access: access.signedIn(),
      summary:
        "What the person does next: the plan's progress, next milestone and meeting, open invitations, an unfinished GLA",
      response: { 200: homeCallSchemas.nextUp.response },
      handler: ({ principal }) => home.nextUp(principal),
    });
  };
}
