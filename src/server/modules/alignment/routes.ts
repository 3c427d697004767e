import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addMoreMembersBody,
  extendDeadlineBody,
  historyResponse,
  participantsResponse,
  questionsQuery,
  questionsResponse,
  reportStatusResponse,
  saveAnswersBody,
  saveAnswersResponse,
  scaleRanksResponse,
  sendNotificationsBody,
  startSurveyBody,
  surveyStatusResponse,
  teamIdParam,
  teamQuery,
  teamVersionQuery,
  trendBody,
  trendResponse,
  versionQuery,
  versionsResponse,
} from '../../../shared/contracts/alignment';
import { languageCode } from '../../../shared/contracts/assessment';
import { access } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { routesOf } from '../../platform/http/route';
import { alignmentPdfDisposition, renderAlignmentPdf } from './pdf';
import type { ReportService } from './report-service';
import type { RespondentService } from './respondent-service';
import type { SurveyService } from './survey-service';

const tags = ['team alignment'];
/** the team's manager, or a BUYER or ADMIN of the organisation (the services check which team) */
const runner = access.signedIn({ feature: 'team-alignment' });
const respondent = access.guest('ALIGNMENT_SURVEY');
const team = { id: owner.of('team') };
const withLanguage = z.object({ languageCode: languageCode.default('en') });

/** The alignment service (mounted at /api/alignment): running a survey, the respondent's calls, the report. */
export function alignmentRoutes(s: {
  surveys: SurveyService;
  reports: ReportService;
  respondents: RespondentService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/teams/startSurvey',
      access: runner,
      summary: 'Starts the team alignment survey and e-mails each participant their own link',
      body: startSurveyBody,
      response: { 200: surveyStatusResponse },
      handler: async ({ principal, body }) => ({ data: await s.surveys.start(principal, body) }),
    });
    route({
      method: 'POST',
      url: '/teams/addMoreMembers',
      access: runner,
      summary: 'Adds participants to the running survey (not to an express survey)',
      body: addMoreMembersBody,
      response: { 200: surveyStatusResponse },
      handler: async ({ principal, body }) => ({ data: await s.surveys.addMore(principal, body) }),
    });
    route({
      method: 'POST',
      url: '/teams/sendSurveyNotifications',
      access: runner,
      summary: 'Reminds participants who have not finished (each at most once a day)',
      body: sendNotificationsBody,
      response: {
        200: z.object({ data: z.object({ reminded: z.number().int(), skipped: z.number().int() }) }),
      },
      handler: async ({ principal, body }) => ({ data: await s.surveys.remind(principal, body) }),
    });
    route({
      method: 'GET',
      url: '/teams/startSurveyStatus/:id',
      owners: team,
      access: runner,
      summary: "The team's latest survey: started, deadline, counts and report status",
      params: teamIdParam,
      response: { 200: surveyStatusResponse },
      handler: async ({ principal, params }) => {
        await s.surveys.runnerOf(principal, params.id);
        return { data: await s.surveys.status(principal, params.id) };
      },
    });
    route({
      method: 'POST',
      url: '/teams/extendTeamAlignmentDeadline/:id',
      owners: team,
      access: runner,
      summary: 'Moves the deadline to a later day (reopens an expired survey)',
      params: teamIdParam,
      body: extendDeadlineBody,
      response: { 200: surveyStatusResponse },
      handler: async ({ principal, params, body }) => ({
        data: await s.surveys.extend(principal, params.id, body.extendedDate),
      }),
    });
    route({
      method: 'GET',
      url: '/teams/getAllTeamMembers/:id',
      owners: team,
      access: runner,
      summary: "The survey's participants and their statuses (never their answers)",
      params: teamIdParam,
      query: versionQuery,
      response: { 200: participantsResponse },
      handler: async ({ principal, params, query }) => ({
        data: await s.surveys.participants(principal, params.id, query.version),
      }),
    });
    route({
      method: 'GET',
      url: '/teams/getSurveyReportStatus/:id',
      owners: team,
      access: runner,
      summary: 'Not Started, Insufficient Data, Expired, Generate or Generated',
      params: teamIdParam,
      response: { 200: reportStatusResponse },
      handler: async ({ principal, params }) => ({
        data: await s.reports.reportStatus(principal, params.id),
      }),
    });
    route({
      method: 'POST',
      url: '/teams/generateSurveyReport/:id',
      owners: team,
      access: runner,
      summary: 'Generates the report once at least 3 participants completed',
      params: teamIdParam,
      response: { 200: reportStatusResponse },
      handler: async ({ principal, params }) => ({ data: await s.reports.generate(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/teams/getAlignmentScaleRanks',
      access: runner,
      summary: 'The twelve subscale scores with ranks and highest/lowest flags of a report version',
      query: teamVersionQuery.extend(withLanguage.shape),
      response: { 200: scaleRanksResponse },
      handler: async ({ principal, query }) => ({
        data: await s.reports.ranks(principal, query.team_id, query.version, query.languageCode),
      }),
    });
    route({
      method: 'GET',
      url: '/teams/alignment-report.pdf/:id',
      owners: team,
      access: runner,
      summary:
        'A report version (default the latest) as a PDF in the language asked: the chart, then the text',
      params: teamIdParam,
      query: versionQuery.extend(withLanguage.shape),
      handler: async ({ principal, params, query, reply }) => {
        const report = await s.reports.ranks(principal, params.id, query.version, query.languageCode);
        const pdf = await renderAlignmentPdf(report, query.languageCode);
        return reply
          .type('application/pdf')
          .header('content-disposition', alignmentPdfDisposition(report.teamName, report.version))
          .send(pdf);
      },
    });
    route({
      method: 'POST',
      url: '/teams/subscale-trend/:id',
      owners: team,
      access: runner,
      summary: 'Subscale scores per report version over 1, 3 or 6 years',
      params: teamIdParam,
      body: trendBody,
      response: { 200: trendResponse },
      handler: async ({ principal, params, body }) => ({
        data: await s.reports.trend(principal, params.id, body.years, body.subscales),
      }),
    });

    route({
      method: 'GET',
      url: '/guest/getQuestions',
      access: respondent,
      summary: "A page of the respondent's survey with their saved answers (the research page is the last)",
      query: questionsQuery,
      response: { 200: questionsResponse },
      handler: async ({ guest, query }) => ({ data: await s.respondents.questions(guest, query) }),
    });
    route({
      method: 'POST',
      url: '/guest/saveAnswers',
      access: respondent,
      summary: "Saves a page of the respondent's answers, the research answers, or the submission",
      body: saveAnswersBody,
      response: { 200: saveAnswersResponse },
      handler: async ({ guest, body }) => ({ data: await s.respondents.save(guest, body) }),
    });
    route({
      method: 'GET',
      url: '/guest/getPreviewQuestions',
      access: runner,
      summary: 'The survey in preview mode: the same pages, nothing saved',
      query: questionsQuery.extend(withLanguage.shape),
      response: { 200: questionsResponse },
      handler: async ({ principal, query }) => ({
        data: await s.respondents.preview(principal, query, query.languageCode),
      }),
    });
  };
}

/** The two calls the spec puts in the team service (mounted at /api/team). */
export function alignmentTeamRoutes(reports: ReportService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/teams/alignment-reports/versions',
      access: runner,
      summary: "The team's generated report versions",
      query: teamQuery,
      response: { 200: versionsResponse },
      handler: async ({ principal, query }) => ({ data: await reports.versions(principal, query.team_id) }),
    });
    route({
      method: 'GET',
      url: '/teams/survey/history/:id',
      owners: team,
      access: runner,
      summary: "The team's surveys, newest first, with counts and report status",
      params: teamIdParam,
      response: { 200: historyResponse },
      handler: async ({ principal, params }) => ({ data: await reports.history(principal, params.id) }),
    });
  };
}
