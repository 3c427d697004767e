import type {
  addMoreMembersBody,
  extendDeadlineBody,
  historyResponse,
  participantsResponse,
  questionsQuery,
  questionsResponse,
  remindResponse,
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
} from './alignment';
import { defineCall } from './call';

const A = '/api/alignment';

/** The team alignment survey's calls (issue 14): the manager's, the respondent's (guest link as bearer), preview. */
export const alignmentCalls = {
  start: defineCall<{ body: typeof startSurveyBody; response: typeof surveyStatusResponse }>(
    'POST',
    `${A}/teams/startSurvey`,
  ),
  addMore: defineCall<{ body: typeof addMoreMembersBody; response: typeof surveyStatusResponse }>(
    'POST',
    `${A}/teams/addMoreMembers`,
  ),
  remind: defineCall<{ body: typeof sendNotificationsBody; response: typeof remindResponse }>(
    'POST',
    `${A}/teams/sendSurveyNotifications`,
  ),
  status: defineCall<{ params: typeof teamIdParam; response: typeof surveyStatusResponse }>(
    'GET',
    `${A}/teams/startSurveyStatus/:id`,
  ),
  extend: defineCall<{
    params: typeof teamIdParam;
    body: typeof extendDeadlineBody;
    response: typeof surveyStatusResponse;
  }>('POST', `${A}/teams/extendTeamAlignmentDeadline/:id`),
  participants: defineCall<{
    params: typeof teamIdParam;
    query: typeof versionQuery;
    response: typeof participantsResponse;
  }>('GET', `${A}/teams/getAllTeamMembers/:id`),
  reportStatus: defineCall<{ params: typeof teamIdParam; response: typeof reportStatusResponse }>(
    'GET',
    `${A}/teams/getSurveyReportStatus/:id`,
  ),
  generate: defineCall<{ params: typeof teamIdParam; response: typeof reportStatusResponse }>(
    'POST',
    `${A}/teams/generateSurveyReport/:id`,
  ),
  ranks: defineCall<{ query: typeof teamVersionQuery; response: typeof scaleRanksResponse }>(
    'GET',
    `${A}/teams/getAlignmentScaleRanks`,
  ),
  trend: defineCall<{ params: typeof teamIdParam; body: typeof trendBody; response: typeof trendResponse }>(
    'POST',
    `${A}/teams/subscale-trend/:id`,
  ),
  versions: defineCall<{ query: typeof teamQuery; response: typeof versionsResponse }>(
    'GET',
    '/api/team/teams/alignment-reports/versions',
  ),
  history: defineCall<{ params: typeof teamIdParam; response: typeof historyResponse }>(
    'GET',
    '/api/team/teams/survey/history/:id',
  ),
  questions: defineCall<{ query: typeof questionsQuery; response: typeof questionsResponse }>(
    'GET',
    `${A}/guest/getQuestions`,
  ),
  preview: defineCall<{ query: typeof questionsQuery; response: typeof questionsResponse }>(
    'GET',
    `${A}/guest/getPreviewQuestions`,
  ),
  save: defineCall<{ body: typeof saveAnswersBody; response: typeof saveAnswersResponse }>(
    'POST',
    `${A}/guest/saveAnswers`,
  ),
};
