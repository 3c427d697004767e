import { defineCall } from './call';
import type {
  impactBoardResponse,
  impactEventBody,
  impactEventResponse,
  sprintAnalyticsQuery,
  teamGlaReportQuery,
  teamGlaReportResponse,
  teamPortfolioResponse,
} from './team-impact';
import type { teamGlaReportPdfResponse, teamIdParams } from './team-impact-call-schemas';

/** The team-impact calls (team service, /api/team) and the managers' notification events (/api/notification). */
export const teamImpactCalls = {
  board: defineCall<{ params: typeof teamIdParams; response: typeof impactBoardResponse }>(
    'GET',
    '/api/team/team-impact/:teamId',
  ),
  glaReport: defineCall<{
    params: typeof teamIdParams;
    query: typeof teamGlaReportQuery;
    response: typeof teamGlaReportResponse;
  }>('GET', '/api/team/team-impact/gla/:teamId'),
  /** the report as a PDF file (fetched as a download, not through api.call) */
  glaReportPdf: defineCall<{
    params: typeof teamIdParams;
    query: typeof teamGlaReportQuery;
    response: typeof teamGlaReportPdfResponse;
  }>('GET', '/api/team/team-impact/gla-report.pdf/:teamId'),
  portfolio: defineCall<{
    params: typeof teamIdParams;
    query: typeof sprintAnalyticsQuery;
    response: typeof teamPortfolioResponse;
  }>('GET', '/api/team/team-impact/sprint-analytics/:teamId'),
  event: defineCall<{ body: typeof impactEventBody; response: typeof impactEventResponse }>(
    'POST',
    '/api/notification/notification/ui/event',
  ),
};
