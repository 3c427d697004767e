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
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { LicensingConsoleService } from './service';

const tags = ['console'];

/** The console's licence calls, mounted at /api/license. */
export function licensingConsoleRoutes(service: LicensingConsoleService): FastifyPluginAsyncZod {
  const ops = access.signedIn({ roles: sectionRoles('organisations'), product: false });
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/api/v1/console/subscription',
      access: access.signedIn({ roles: sectionRoles('licence'), product: false }),
      summary: 'Plan, status, term end, seats used and every entitlement of the organisation',
      response: { 200: licenceResponse },
      handler: ({ principal }) => service.licence(principal.clientId),
    });
    route({
      method: 'GET',
      url: '/api/v1/console/organisations',
      access: ops,
      summary: 'Every organisation with its plan (operators)',
      response: { 200: organisationsResponse },
      handler: () => service.organisations(),
    });
    route({
      method: 'POST',
      url: '/api/v1/console/organisations',
      access: ops,
      summary: 'Creates an organisation and its first buyer admin (operators)',
      body: createOrganisationBody,
      response: { 201: createOrganisationResponse },
      status: 201,
      handler: async ({ principal, body }) => await service.createOrganisation(principal, body),
    });
    route({
      method: 'PUT',
      url: '/api/v1/console/organisations/:clientId/subscription',
      owners: { clientId: owner.none('any organisation: the operators manage every one') },
      access: ops,
      summary: "Changes an organisation's plan, status, term end and seat count (operators; recorded)",
      params: organisationParams,
      body: subscriptionChangeBody,
      response: { 200: organisationRow },
      handler: ({ principal, params, body }) => service.changeSubscription(principal, params.clientId, body),
    });
  };
}
