import { z } from 'zod';
import {
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
import { defineCall } from './call';
import { demographicsBody, demographicsResponse } from './demographics';

/** The calls of the assessment service (/api/assessment) and the user descriptors (/api/user-descriptors). */
const BASE = '/api/assessment';
const NOMINEE = `${BASE}/survey/nominee`;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const languageQuery = z.object({ languageCode: changeLanguageQuery.shape.languageCode.optional() });

export const assessmentCalls = {
  start: defineCall({
    method: 'GET',
    path: `${BASE}/assessment-group/gla-v2-start`,
    query: glaStartQuery,
    response: glaPositionResponse,
  }),
  findLastPos: defineCall({
    method: 'GET',
    path: `${BASE}/assessment/find-last-pos/:id`,
    params: idParams,
    response: glaPositionResponse,
  }),
  changeLanguage: defineCall({
    method: 'GET',
    path: `${BASE}/assessment/change-language/:id`,
    params: idParams,
    query: changeLanguageQuery,
    response: glaPositionResponse,
  }),
  questions: defineCall({
    method: 'GET',
    path: `${BASE}/question/glav2`,
    query: questionQuery,
    response: questionPageResponse,
  }),
  saveAnswers: defineCall({
    method: 'POST',
    path: `${BASE}/answer`,
    body: answerBody,
    response: answerResponse,
  }),
  finish: defineCall({
    method: 'GET',
    path: `${BASE}/assessment-group/gla-v2-finish`,
    query: assessmentIdQuery,
    response: finishResponse,
  }),
  result: defineCall({
    method: 'GET',
    path: `${BASE}/assessment-group/gla-v2-result`,
    query: glaResultQuery,
    response: glaResultResponse,
  }),
  /** a PDF file, not JSON: the web downloads it with fetch */
  reportPdf: defineCall({
    method: 'GET',
    path: `${BASE}/assessment-group/gla-v2-report.pdf`,
    query: glaResultQuery,
    response: z.unknown(),
  }),
  wipeOutRequest: defineCall({
    method: 'POST',
    path: `${BASE}/assessment-group/wipe-out-request`,
    body: z.object({}),
    response: wipeOutRequestResponse,
  }),
  wipeOut: defineCall({
    method: 'DELETE',
    path: `${BASE}/assessment-group/wipe-out`,
    response: wipeOutResponse,
  }),
  respondToConversion: defineCall({
    method: 'POST',
    path: `${BASE}/job-assessment/response-to-conversion`,
    body: conversionBody,
    response: conversionResponse,
  }),
  saveDemographics: defineCall({
    method: 'POST',
    path: '/api/user-descriptors/api/v1/demographics/me',
    body: demographicsBody,
    response: demographicsResponse,
  }),

  // ---------- job assessment: the inviting side ----------
  nominees: defineCall({
    method: 'GET',
    path: `${BASE}/job-assessment/nominees`,
    response: nomineeListResponse,
  }),
  inviteNominee: defineCall({
    method: 'POST',
    path: `${BASE}/job-assessment/nominees`,
    body: inviteNomineeBody,
    response: nominee,
  }),
  nomineeResult: defineCall({
    method: 'GET',
    path: `${BASE}/job-assessment/nominees/:id/result`,
    params: idParams,
    query: languageQuery,
    response: glaResultResponse,
  }),
};

/** A job candidate's calls, with the token of the e-mailed link as the bearer. */
export const nomineeSurveyCalls = {
  welcome: defineCall({ method: 'GET', path: `${NOMINEE}/find-last-pos`, response: nomineeWelcomeResponse }),
  questions: defineCall({
    method: 'GET',
    path: `${NOMINEE}/question/glav2`,
    query: nomineeQuestionQuery,
    response: questionPageResponse,
  }),
  save: defineCall({
    method: 'POST',
    path: `${NOMINEE}/answer`,
    body: nomineeAnswerBody,
    response: answerResponse,
  }),
  changeLanguage: defineCall({
    method: 'GET',
    path: `${NOMINEE}/change-language/:id`,
    params: idParams,
    query: changeLanguageQuery,
    response: glaPositionResponse,
  }),
  finish: defineCall({ method: 'GET', path: `${NOMINEE}/gla-v2-finish`, response: finishResponse }),
  saveDemographics: defineCall({
    method: 'POST',
    path: `${NOMINEE}/demographics`,
    body: demographicsBody,
    response: demographicsResponse,
  }),
};
