import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerResponse,
  changeLanguageQuery,
  conversionBody,
  conversionResponse,
  finishResponse,
  glaPositionResponse,
  glaResultResponse,
  inviteNomineeBody,
  languageCode,
  nominee,
  nomineeAnswerBody,
  nomineeListResponse,
  nomineeQuestionQuery,
  nomineeWelcomeResponse,
  questionPageResponse,
} from '../../../shared/contracts/assessment';
import { idParam } from '../../../shared/contracts/common';
import { demographicsBody, demographicsResponse } from '../../../shared/contracts/demographics';
import { access, guestOf, principalOf } from '../../platform/auth/access';
import type { NomineeService } from './nominees';

const tags = ['job assessment'];
const guest = access.guest('NOMINEE_ASSESSMENT');

/** Job candidates (nominees): the organisation's calls and the candidate's guest calls. Mounted at /api/assessment. */
export function nomineeRoutes(service: NomineeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/job-assessment/nominees',
      {
        config: { access: access.signedIn('ADMIN', 'BUYER') },
        schema: {
          tags,
          summary: 'Invites a job candidate by e-mail to take the GLA',
          body: inviteNomineeBody,
          response: { 200: nominee },
        },
      },
      (req) => service.invite(principalOf(req), req.body),
    );

    app.get(
      '/job-assessment/nominees',
      {
        config: { access: access.signedIn('ADMIN', 'BUYER') },
        schema: {
          tags,
          summary: "The organisation's job candidates",
          response: { 200: nomineeListResponse },
        },
      },
      (req) => service.list(principalOf(req)),
    );

    app.get(
      '/job-assessment/nominees/:id/result',
      {
        config: { access: access.signedIn('ADMIN', 'BUYER') },
        schema: {
          tags,
          summary: "A candidate's Leader Profile",
          params: idParam,
          querystring: z.object({ languageCode: languageCode.optional() }),
          response: { 200: glaResultResponse },
        },
      },
      (req) => service.result(principalOf(req), req.params.id, req.query.languageCode),
    );

    app.post(
      '/job-assessment/response-to-conversion',
      {
        config: { access: access.signedIn() },
        schema: {
          tags,
          summary: "Takes over (accept) or dismisses one's own assessment taken as a job candidate",
          body: conversionBody,
          response: { 200: conversionResponse },
        },
      },
      (req) => service.respondToConversion(principalOf(req), req.body),
    );

    // --- the candidate, with the token of the e-mailed link in the Authorization header ---
    app.get(
      '/survey/nominee/find-last-pos',
      {
        config: { access: guest },
        schema: {
          tags,
          summary: "The candidate's assessment and where to resume",
          response: { 200: nomineeWelcomeResponse },
        },
      },
      (req) => service.welcome(guestOf(req)),
    );

    app.get(
      '/survey/nominee/question/glav2',
      {
        config: { access: guest },
        schema: {
          tags,
          summary: 'One page of questions for the candidate',
          querystring: nomineeQuestionQuery,
          response: { 200: questionPageResponse },
        },
      },
      (req) => service.questions(guestOf(req), req.query),
    );

    app.post(
      '/survey/nominee/answer',
      {
        config: { access: guest },
        schema: {
          tags,
          summary: "Saves a page of the candidate's answers",
          body: nomineeAnswerBody,
          response: { 200: answerResponse },
        },
      },
      (req) => service.answer(guestOf(req), req.body),
    );

    app.get(
      '/survey/nominee/change-language/:id',
      {
        config: { access: guest },
        schema: {
          tags,
          summary: "Restarts the candidate's assessment in another language",
          params: idParam,
          querystring: changeLanguageQuery,
          response: { 200: glaPositionResponse },
        },
      },
      (req) => service.changeLanguage(guestOf(req), req.params.id, req.query.languageCode),
    );

    app.get(
      '/survey/nominee/gla-v2-finish',
      {
        config: { access: guest },
        schema: { tags, summary: "Submits the candidate's assessment", response: { 200: finishResponse } },
      },
      (req) => service.finish(guestOf(req)),
    );

    app.post(
      '/survey/nominee/demographics',
      {
        config: { access: guest },
        schema: {
          tags,
          summary: "The candidate's optional research answers",
          body: demographicsBody,
          response: { 200: demographicsResponse },
        },
      },
      (req) => service.saveDemographics(guestOf(req), req.body),
    );
  };
}
