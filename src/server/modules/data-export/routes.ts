import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataExportCallSchemas as s } from '../../../shared/contracts/data-export-call-schemas';
import { sectionRoles } from '../../../shared/domain/console-access';
import { access } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { routesOf } from '../../platform/http/route';
import type { DataExportService } from './service';

const tags = ['data-export'];
/** any signed-in person has data to take away, product access or not (a cancelled licence too) */
const person = access.signedIn({ product: false });

/** The person's own export, mounted at /api/user. */
export function dataExportUserRoutes(service: DataExportService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/data-export',
      access: person,
      summary: "The caller's latest data export and its status (null: never asked)",
      response: { 200: s.current.response },
      handler: async ({ principal }) => ({ data: await service.current(principal) }),
    });
    route({
      method: 'POST',
      url: '/data-export',
      access: person,
      summary:
        'Asks for an export of everything Stride holds about the caller (prepared by a job; 409 while one is prepared, 429 past the daily limit)',
      response: { 202: s.request.response },
      status: 202,
      handler: async ({ principal }) => ({ data: await service.request(principal) }),
    });
    route({
      method: 'POST',
      url: '/data-export/:exportId/link',
      owners: { exportId: owner.of('dataExport') },
      access: person,
      summary: "A new one-time link to the caller's prepared archive, while it is kept",
      params: s.link.params,
      response: { 200: s.link.response },
      handler: async ({ principal, params }) => ({ data: await service.link(principal, params.exportId) }),
    });
    route({
      method: 'POST',
      url: '/console/users/:userId/data-export',
      owners: { userId: owner.of('person') },
      access: access.signedIn({ roles: sectionRoles('users'), product: false }),
      summary:
        'An admin starts the export of a person who asked for it; the person gets the link, the admin never does',
      params: s.startFor.params,
      response: { 202: s.startFor.response },
      status: 202,
      handler: async ({ principal, params }) => ({ data: await service.startFor(principal, params.userId) }),
    });
  };
}

/** The download, mounted at /api/data-export: no sign-in, the one-time link's token is the key. */
export function dataExportDownloadRoutes(service: DataExportService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/download',
      access: access.anonymous(),
      summary:
        'The archive (application/zip) of a one-time link: once, until it expires (404 unknown, 410 used or expired)',
      body: s.download.body,
      handler: async ({ body, reply }) => {
        const { fileName, archive } = await service.download(body.token);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(archive);
      },
    });
  };
}
