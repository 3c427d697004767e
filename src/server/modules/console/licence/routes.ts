import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrganisationBody,
  createOrganisationResponse,
  licenceResponse,
  organisationParams,
  organisationRow,
  organisationsResponse,
  subscriptionChangeBody,
} from '../../../../shared/contracts/console';
import { sectionRoles } from '../../../../shared/domain/console-access';
import { access, principalOf } from '../../../platform/auth/access';
import type { LicensingConsoleService } from './service';

const tags = ['console'];

/** The console's licence calls, mounted at /api/license. */
export function licensingConsoleRoutes(service: LicensingConsoleService): FastifyPluginAsyncZod {
  const ops = { access: access.signedIn(...sectionRoles('organisations')) };
  return async (app) => {
    app.get(
      '/api/v1/console/subscription',
      {
        config: { access: access.signedIn(...sectionRoles('licence')) },
        schema: {
          tags,
          summary: 'Plan, status, term end, seats used and every entitlement of the organisation',
          response: { 200: licenceResponse },
        },
      },
      (req) => service.licence(principalOf(req).clientId),
    );
    app.get(
      '/api/v1/console/organisations',
      {
        config: ops,
        schema: {
          tags,
          summary: 'Every organisation with its plan (operators)',
          response: { 200: organisationsResponse },
        },
      },
      () => service.organisations(),
    );
    app.post(
      '/api/v1/console/organisations',
      {
        config: ops,
        schema: {
          tags,
          summary: 'Creates an organisation and its first buyer admin (operators)',
          body: createOrganisationBody,
          response: { 201: createOrganisationResponse },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await service.createOrganisation(principalOf(req), req.body)),
    );
    app.put(
      '/api/v1/console/organisations/:clientId/subscription',
      {
        config: ops,
        schema: {
          tags,
          summary: "Changes an organisation's plan, status and term end (operators; recorded)",
          params: organisationParams,
          body: subscriptionChangeBody,
          response: { 200: organisationRow },
        },
      },
      (req) => service.changeSubscription(principalOf(req), req.params.clientId, req.body),
    );
  };
}
