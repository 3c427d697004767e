import type {
  answerBody,
  answerResponse,
  assessmentIdQuery,
  changeLanguageQuery,
  conversionBody,
  conversionResponse,
  finishResponse,
  glaPositionResponse,
  glaResultQuery,
  glaResultResponse,
  glaStartQuery,
  inviteNomineeBody,
  memberResultParams,
  memberResultQuery,
  nominee,
  nomineeAnswerBody,
  nomineeListResponse,
  nomineeQuestionQuery,
  nomineeWelcomeResponse,
  questionPageResponse,
  questionQuery,
  wipeOutRequestResponse,
  wipeOutResponse,
} from './assessment';
import type {
  assessmentReportPdfResponse,
  assessmentWipeOutRequestBody,
  idParams,
  languageQuery,
} from './assessment-call-schemas';
import { defineCall } from './call';
import type { demographicsBody, demographicsResponse } from './demographics';

/** The calls of the assessment service (/api/assessment) and the user descriptors (/api/user-descriptors). */
const BASE = '/api/assessment';
const NOMINEE = `${BASE}/survey/nominee`;

export const assessmentCalls = {
  start: defineCall<{ query: typeof glaStartQuery; response: typeof glaPositionResponse }>(
    'GET',
    `${BASE}/assessment-group/gla-v2-start`,
  ),
  /** starts a new GLA after a finished one, once the person confirmed (decision 0025) */
  restart: defineCall<{ body: typeof glaStartQuery; response: typeof glaPositionResponse }>(
    'POST',
    `${BASE}/assessment-group/gla-v2-start`,
  ),
  findLastPos: defineCall<{ params: typeof idParams; response: typeof glaPositionResponse }>(
    'GET',
    `${BASE}/assessment/find-last-pos/:id`,
  ),
  changeLanguage: defineCall<{
    params: typeof idParams;
    query: typeof changeLanguageQuery;
    response: typeof glaPositionResponse;
  }>('GET', `${BASE}/assessment/change-language/:id`),
  questions: defineCall<{ query: typeof questionQuery; response: typeof questionPageResponse }>(
    'GET',
    `${BASE}/question/glav2`,
  ),
  saveAnswers: defineCall<{ body: typeof answerBody; response: typeof answerResponse }>(
    'POST',
    `${BASE}/answer`,
  ),
  finish: defineCall<{ query: typeof assessmentIdQuery; response: typeof finishResponse }>(
    'GET',
    `${BASE}/assessment-group/gla-v2-finish`,
  ),
  result: defineCall<{ query: typeof glaResultQuery; response: typeof glaResultResponse }>(
    'GET',
    `${BASE}/assessment-group/gla-v2-result`,
  ),
  /** a team member's Leader Profile, for the manager they shared their GLA with (decision 0054) */
  memberResult: defineCall<{
    params: typeof memberResultParams;
    query: typeof memberResultQuery;
    response: typeof glaResultResponse;
  }>('GET', `${BASE}/assessment-group/gla-v2-result/member/:userId`),
  /** a PDF file, not JSON: the web downloads it with fetch */
  reportPdf: defineCall<{ query: typeof glaResultQuery; response: typeof assessmentReportPdfResponse }>(
    'GET',
    `${BASE}/assessment-group/gla-v2-report.pdf`,
  ),
  wipeOutRequest: defineCall<{
    body: typeof assessmentWipeOutRequestBody;
    response: typeof wipeOutRequestResponse;
  }>('POST', `${BASE}/assessment-group/wipe-out-request`),
  wipeOut: defineCall<{ response: typeof wipeOutResponse }>('DELETE', `${BASE}/assessment-group/wipe-out`),
  respondToConversion: defineCall<{ body: typeof conversionBody; response: typeof conversionResponse }>(
    'POST',
    `${BASE}/job-assessment/response-to-conversion`,
  ),
  saveDemographics: defineCall<{ body: typeof demographicsBody; response: typeof demographicsResponse }>(
    'POST',
    '/api/user-descriptors/api/v1/demographics/me',
  ),
  myDemographics: defineCall<{ response: typeof demographicsResponse }>(
    'GET',
    '/api/user-descriptors/api/v1/demographics/me',
  ),

  // ---------- job assessment: the inviting side ----------
  nominees: defineCall<{ response: typeof nomineeListResponse }>('GET', `${BASE}/job-assessment/nominees`),
  inviteNominee: defineCall<{ body: typeof inviteNomineeBody; response: typeof nominee }>(
    'POST',
    `${BASE}/job-assessment/nominees`,
  ),
  nomineeResult: defineCall<{
    params: typeof idParams;
    query: typeof languageQuery;
    response: typeof glaResultResponse;
  }>('GET', `${BASE}/job-assessment/nominees/:id/result`),
};

/** A job candidate's calls, with the token of the e-mailed link as the bearer. */
export const nomineeSurveyCalls = {
  welcome: defineCall<{ response: typeof nomineeWelcomeResponse }>('GET', `${NOMINEE}/find-last-pos`),
  questions: defineCall<{ query: typeof nomineeQuestionQuery; response: typeof questionPageResponse }>(
    'GET',
    `${NOMINEE}/question/glav2`,
  ),
  save: defineCall<{ body: typeof nomineeAnswerBody; response: typeof answerResponse }>(
    'POST',
    `${NOMINEE}/answer`,
  ),
  changeLanguage: defineCall<{
    params: typeof idParams;
    query: typeof changeLanguageQuery;
    response: typeof glaPositionResponse;
  }>('GET', `${NOMINEE}/change-language/:id`),
  finish: defineCall<{ response: typeof finishResponse }>('GET', `${NOMINEE}/gla-v2-finish`),
  saveDemographics: defineCall<{ body: typeof demographicsBody; response: typeof demographicsResponse }>(
    'POST',
    `${NOMINEE}/demographics`,
  ),
};
