import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsViewCallSchemas as s } from '../../../../shared/contracts/jobs-view-call-schemas';
import { sectionRoles } from '../../../../shared/domain/console-access';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { JobsViewService } from './service';

const tags = ['console'];
const operators = access.signedIn({ roles: sectionRoles('jobs'), product: false });

/** The console's jobs section (mounted at /api/user). */
export function jobsViewRoutes(view: JobsViewService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/console/jobs',
      access: operators,
      summary: 'Jobs per kind (queued, running, done, failed) and the newest jobs of one status',
      query: s.list.query,
      response: { 200: s.list.response },
      handler: ({ query }) => view.list(query.status, query.name),
    });
    route({
      method: 'POST',
      url: '/console/jobs/:id/retry',
      // jobs belong to the platform, not to an organisation: only the product's operators reach them
      owners: { id: owner.none('a job id (platform-wide, operators only)') },
      access: operators,
      summary: 'Runs a failed job again (409 when it is not failed)',
      params: s.retry.params,
      response: { 200: s.retry.response },
      handler: ({ params }) => view.retry(params.id),
    });
  };
}
