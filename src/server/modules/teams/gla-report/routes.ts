import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamGlaReportQuery, teamGlaReportResponse } from '../../../../shared/contracts/team-impact';
import { teamIdParams } from '../../../../shared/contracts/team-impact-call-schemas';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { TeamGlaReportService } from './service';

const teamIdParam = teamIdParams;
const byTeam = { teamId: owner.of('team') };

/** The team GLA report (mounted at /api/team; answers wrapped in data). */
export function teamGlaReportRoutes(report: TeamGlaReportService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['teams'] });
    route({
      method: 'GET',
      url: '/team-impact/gla/:teamId',
      owners: byTeam,
      access: access.signedIn(),
      summary:
        "The team GLA report: per capability the spread of members' scores, the team's mean against the benchmark of its level, collective strengths and gaps (privacy rule); manager or ADMIN",
      params: teamIdParam,
      query: teamGlaReportQuery,
      response: { 200: teamGlaReportResponse },
      handler: async ({ principal, params, query }) => ({
        data: await report.report(principal, params.teamId, { level: query.level }),
      }),
    });
  };
}
