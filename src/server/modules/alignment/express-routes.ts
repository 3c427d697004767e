import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scaleRanksResponse } from '../../../shared/contracts/alignment';
import {
  expressAddBody,
  expressEditBody,
  expressMemberParam,
  expressMembersResponse,
  expressOpeningResponse,
  expressTeamParam,
  expressTeamResponse,
  sampleReportQuery,
} from '../../../shared/contracts/alignment-express';
import { access } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { routesOf } from '../../platform/http/route';
import type { ExpressService } from './express-service';

const tags = ['team alignment'];
/** anyone with the feature may ask what the page does (others are sent to the main dashboard) */
const opener = access.signedIn({ feature: 'team-alignment' });
/** the express setup itself: a BUYER or ADMIN of the organisation (spec section 6) */
const orgRunner = access.signedIn({ roles: ['BUYER', 'ADMIN'], feature: 'team-alignment' });

/** The express setup's calls (mounted at /api/alignment/express; decision 0055). */
export function expressRoutes(express: ExpressService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/opening',
      access: opener,
      summary:
        "What the express setup does on opening: main dashboard, the team's results, the setup, or make a team",
      response: { 200: expressOpeningResponse },
      handler: async ({ principal }) => ({ data: await express.opening(principal) }),
    });
    route({
      method: 'POST',
      url: '/team',
      access: orgRunner,
      summary:
        "The caller's one team; made for them (named after them, the first team type) when they have none",
      response: { 200: expressTeamResponse },
      handler: async ({ principal }) => ({ data: await express.ensureTeam(principal) }),
    });
    route({
      method: 'GET',
      url: '/team/:id/members',
      owners: { id: owner.of('team') },
      access: orgRunner,
      summary: "The express list of the team: the 'myself' row, then up to 9 people",
      params: expressTeamParam,
      response: { 200: expressMembersResponse },
      handler: async ({ principal, params }) => ({ data: await express.members(principal, params.id) }),
    });
    route({
      method: 'POST',
      url: '/members',
      access: orgRunner,
      summary:
        'Adds a person to the express list (at most 9 besides yourself; each e-mail once; not after sending)',
      body: expressAddBody,
      response: { 200: expressMembersResponse },
      handler: async ({ principal, body }) => ({ data: await express.add(principal, body) }),
    });
    route({
      method: 'PUT',
      url: '/members/:memberId',
      owners: { memberId: owner.of('alignmentExpressMember') },
      access: orgRunner,
      summary: "Changes a person's name and team role on the express list (the e-mail stays)",
      params: expressMemberParam,
      body: expressEditBody,
      response: { 200: expressMembersResponse },
      handler: async ({ principal, params, body }) => ({
        data: await express.edit(principal, params.memberId, body),
      }),
    });
    route({
      method: 'DELETE',
      url: '/members/:memberId',
      owners: { memberId: owner.of('alignmentExpressMember') },
      access: orgRunner,
      summary: 'Removes a person from the express list (not after sending)',
      params: expressMemberParam,
      response: { 200: expressMembersResponse },
      handler: async ({ principal, params }) => ({ data: await express.remove(principal, params.memberId) }),
    });
    route({
      method: 'GET',
      url: '/sample-report',
      access: opener,
      summary: 'A sample report made of invented answers (the Sample Report button), in the language asked',
      query: sampleReportQuery,
      response: { 200: scaleRanksResponse },
      handler: async ({ query }) => ({ data: express.sampleReport(query.languageCode) }),
    });
  };
}
