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
import { demographicsBody, demographicsResponse } from './demographics';
import { urlId } from './ids';

export const idParams = z.object({ id: urlId });

export const languageQuery = z.object({ languageCode: changeLanguageQuery.shape.languageCode.optional() });

export const assessmentReportPdfResponse = z.unknown();

export const assessmentWipeOutRequestBody = z.object({});

/** The schemas of `assessmentCalls`, for the server's routes (see `assessment-calls.ts`). */
export const assessmentCallSchemas = {
  start: { query: glaStartQuery, response: glaPositionResponse },
  restart: { body: glaStartQuery, response: glaPositionResponse },
  findLastPos: { params: idParams, response: glaPositionResponse },
  changeLanguage: { params: idParams, query: changeLanguageQuery, response: glaPositionResponse },
  questions: { query: questionQuery, response: questionPageResponse },
  saveAnswers: { body: answerBody, response: answerResponse },
  finish: { query: assessmentIdQuery, response: finishResponse },
  result: { query: glaResultQuery, response: glaResultResponse },
  memberResult: { params: memberResultParams, query: memberResultQuery, response: glaResultResponse },
  reportPdf: { query: glaResultQuery, response: assessmentReportPdfResponse },
  wipeOutRequest: { body: assessmentWipeOutRequestBody, response: wipeOutRequestResponse },
  wipeOut: { response: wipeOutResponse },
  respondToConversion: { body: conversionBody, response: conversionResponse },
  saveDemographics: { body: demographicsBody, response: demographicsResponse },
  myDemographics: { response: demographicsResponse },
  nominees: { response: nomineeListResponse },
  inviteNominee: { body: inviteNomineeBody, response: nominee },
  nomineeResult: { params: idParams, query: languageQuery, response: glaResultResponse },
};

/** The schemas of `nomineeSurveyCalls`, for the server's routes (see `assessment-calls.ts`). */
export const nomineeSurveyCallSchemas = {
  welcome: { response: nomineeWelcomeResponse },
  questions: { query: nomineeQuestionQuery, response: questionPageResponse },
  save: { body: nomineeAnswerBody, response: answerResponse },
  changeLanguage: { params: idParams, query: changeLanguageQuery, response: glaPositionResponse },
  finish: { response: finishResponse },
  saveDemographics: { body: demographicsBody, response: demographicsResponse },
};
