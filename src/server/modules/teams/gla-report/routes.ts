import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamGlaReportQuery, teamGlaReportResponse } from '../../../../shared/contracts/team-impact';
import { teamIdParams } from '../../../../shared/contracts/team-impact-call-schemas';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import { renderTeamGlaPdf } from './pdf';
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
    route({
      method: 'GET',
      url: '/team-impact/gla-report.pdf/:teamId',
      owners: byTeam,
      access: access.signedIn(),
      summary: "The team GLA report as a PDF in the caller's language (the same content and privacy rule)",
      params: teamIdParam,
      query: teamGlaReportQuery,
      handler: async ({ principal, params, query, reply }) => {
        const { view, lng } = await report.reportIn(principal, params.teamId, { level: query.level });
        const pdf = await renderTeamGlaPdf(view, lng);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="team-gla-report-${view.teamId}.pdf"`)
          .send(pdf);
      },
    });
  };
}
