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
import { sectionRoles } from '../../../shared/domain/console-access';
import { access } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { routesOf } from '../../platform/http/route';
import type { NomineeService } from './nominees';

const tags = ['job assessment'];
const guest = access.guest('NOMINEE_ASSESSMENT');
/** the console's job candidates: an ADMIN or BUYER of an organisation whose plan has the GLA */
const recruiter = access.signedIn({ roles: sectionRoles('nominees'), feature: 'gla-survey', product: false });

/** Job candidates (nominees): the organisation's calls and the candidate's guest calls. Mounted at /api/assessment. */
export function nomineeRoutes(service: NomineeService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/job-assessment/nominees',
      access: recruiter,
      summary: 'Invites a job candidate by e-mail to take the GLA',
      body: inviteNomineeBody,
      response: { 200: nominee },
      handler: ({ principal, body }) => service.invite(principal, body),
    });

    route({
      method: 'GET',
      url: '/job-assessment/nominees',
      access: recruiter,
      summary: "The organisation's job candidates",
      response: { 200: nomineeListResponse },
      handler: ({ principal }) => service.list(principal),
    });

    route({
      method: 'GET',
      url: '/job-assessment/nominees/:id/result',
      owners: { id: owner.of('candidate') },
      access: recruiter,
      summary: "A candidate's Leader Profile",
      params: idParam,
      query: z.object({ languageCode: languageCode.optional() }),
      response: { 200: glaResultResponse },
      handler: ({ principal, params, query }) => service.result(principal, params.id, query.languageCode),
    });

    route({
      method: 'POST',
      url: '/job-assessment/response-to-conversion',
      access: access.signedIn(),
      summary: "Takes over (accept) or dismisses one's own assessment taken as a job candidate",
      body: conversionBody,
      response: { 200: conversionResponse },
      handler: ({ principal, body }) => service.respondToConversion(principal, body),
    });

    // --- the candidate, with the token of the e-mailed link in the Authorization header ---
    route({
      method: 'GET',
      url: '/survey/nominee/find-last-pos',
      access: guest,
      summary: "The candidate's assessment and where to resume",
      response: { 200: nomineeWelcomeResponse },
      handler: ({ guest }) => service.welcome(guest),
    });

    route({
      method: 'GET',
      url: '/survey/nominee/question/glav2',
      access: guest,
      summary: 'One page of questions for the candidate',
      query: nomineeQuestionQuery,
      response: { 200: questionPageResponse },
      handler: ({ guest, query }) => service.questions(guest, query),
    });

    route({
      method: 'POST',
      url: '/survey/nominee/answer',
      access: guest,
      summary: "Saves a page of the candidate's answers",
      body: nomineeAnswerBody,
      response: { 200: answerResponse },
      handler: ({ guest, body }) => service.answer(guest, body),
    });

    route({
      method: 'GET',
      url: '/survey/nominee/change-language/:id',
      access: guest,
      summary: "Restarts the candidate's assessment in another language",
      params: idParam,
      query: changeLanguageQuery,
      response: { 200: glaPositionResponse },
      handler: ({ guest, params, query }) => service.changeLanguage(guest, params.id, query.languageCode),
    });

    route({
      method: 'GET',
      url: '/survey/nominee/gla-v2-finish',
      access: guest,
      summary: "Submits the candidate's assessment",
      response: { 200: finishResponse },
      handler: ({ guest }) => service.finish(guest),
    });

    route({
      method: 'POST',
      url: '/survey/nominee/demographics',
      access: guest,
      summary: "The candidate's optional research answers",
      body: demographicsBody,
      response: { 200: demographicsResponse },
      handler: ({ guest, body }) => service.saveDemographics(guest, body),
    });
  };
}
