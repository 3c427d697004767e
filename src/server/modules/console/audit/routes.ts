import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditResponse } from '../../../../shared/contracts/console';
import { sectionRoles } from '../../../../shared/domain/console-access';
import { access, principalOf } from '../../../platform/auth/access';
import type { AuditService } from './service';

/** Mounted at /api/user. */
export function auditRoutes(service: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/console/audit',
      {
        config: { access: access.signedIn(...sectionRoles('audit')) },
        schema: {
          tags: ['console'],
          summary: "The organisation's audit log, newest first",
          response: { 200: auditResponse },
        },
      },
      (req) => service.list(principalOf(req).clientId),
    );
  };
}
