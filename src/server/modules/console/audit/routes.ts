import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditResponse } from '../../../../shared/contracts/console';
import { sectionRoles } from '../../../../shared/domain/console-access';
import { access } from '../../../platform/auth/access';
import { routesOf } from '../../../platform/http/route';
import type { AuditService } from './service';

/** Mounted at /api/user. */
export function auditRoutes(service: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['console'] });
    route({
      method: 'GET',
      url: '/console/audit',
      access: access.signedIn({ roles: sectionRoles('audit'), product: false }),
      summary: "The organisation's audit log, newest first",
      response: { 200: auditResponse },
      handler: ({ principal }) => service.list(principal.clientId),
    });
  };
}
