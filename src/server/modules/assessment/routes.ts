import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerBody,
  answerResponse,
  assessmentIdQuery,
  changeLanguageQuery,
  finishResponse,
  glaPositionResponse,
  glaResultQuery,
  glaResultResponse,
  glaStartQuery,
  memberResultParams,
  memberResultQuery,
  questionPageResponse,
  questionQuery,
  wipeOutRequestResponse,
  wipeOutResponse,
} from '../../../shared/contracts/assessment';
import { idParam } from '../../../shared/contracts/common';
import { access } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { routesOf } from '../../platform/http/route';
import { pdfContentDisposition, renderResultPdf } from './pdf';
import type { AssessmentService } from './service';

const tags = ['assessment'];
/** the GLA pages need the gla-survey entitlement (decision 0022); the wipe-out request stays open */
const gla = access.signedIn({ feature: 'gla-survey' });

/** The person's own GLA. Mounted at /api/assessment. */
export function assessmentRoutes(service: AssessmentService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/assessment-group/gla-v2-start',
      access: gla,
      acting: true,
      summary: 'Starts the GLA, or answers the one in progress or the latest finished one',
      query: glaStartQuery,
      response: { 200: glaPositionResponse },
      handler: ({ principal, query }) => service.start(principal, query.languageCode),
    });
    route({
      method: 'POST',
      url: '/assessment-group/gla-v2-start',
      access: gla,
      summary: 'Starts a new GLA after a finished one (the person confirmed); answers the one in progress',
      body: glaStartQuery,
      response: { 200: glaPositionResponse },
      handler: ({ principal, body }) => service.start(principal, body.languageCode, { again: true }),
    });

    route({
      method: 'GET',
      url: '/assessment-group/gla-v2-finish',
      access: gla,
      acting: true,
      summary: 'Submits the GLA from its last Strategy page',
      query: assessmentIdQuery,
      response: { 200: finishResponse },
      handler: ({ principal, query }) => service.finish(principal, query.assessmentId),
    });

    route({
      method: 'GET',
      url: '/assessment/find-last-pos/:id',
      owners: { id: owner.of('assessment') },
      access: gla,
      summary: 'Where to resume',
      params: idParam,
      response: { 200: glaPositionResponse },
      handler: ({ principal, params }) => service.lastPos(principal, params.id),
    });

    route({
      method: 'GET',
      url: '/assessment/change-language/:id',
      owners: { id: owner.of('assessment') },
      access: gla,
      summary: 'Restarts the assessment in another language, erasing its answers',
      params: idParam,
      query: changeLanguageQuery,
      response: { 200: glaPositionResponse },
      handler: ({ principal, params, query }) =>
        service.changeLanguage(principal, params.id, query.languageCode),
    });

    route({
      method: 'POST',
      url: '/answer',
      access: gla,
      summary: 'Saves a page of answers and the page to resume on',
      body: answerBody,
      response: { 200: answerResponse },
      handler: ({ principal, body }) => service.answer(principal, body),
    });

    route({
      method: 'GET',
      url: '/question/glav2',
      access: gla,
      summary: 'One page (10) of Style or Strategy questions with the saved answers',
      query: questionQuery,
      response: { 200: questionPageResponse },
      handler: ({ principal, query }) => service.questions(principal, query),
    });

    route({
      method: 'GET',
      url: '/assessment-group/gla-v2-result',
      access: gla,
      summary: 'The Leader Profile of a finished GLA',
      query: glaResultQuery,
      response: { 200: glaResultResponse },
      handler: ({ principal, query }) => service.result(principal, query.assessmentId, query.languageCode),
    });

    route({
      method: 'GET',
      url: '/assessment-group/gla-v2-result/member/:userId',
      owners: { userId: owner.of('person') },
      access: access.signedIn(),
      summary:
        "A team member's Leader Profile, for the manager they shared their GLA with (403 without the right, 404 without a finished GLA)",
      params: memberResultParams,
      query: memberResultQuery,
      response: { 200: glaResultResponse },
      handler: ({ principal, params, query }) =>
        service.memberResult(principal, params.userId, query.languageCode),
    });

    route({
      method: 'GET',
      url: '/assessment-group/gla-v2-report.pdf',
      access: gla,
      summary: 'The Leader Profile as a PDF',
      query: glaResultQuery,
      handler: async ({ principal, query, reply }) => {
        const result = await service.result(principal, query.assessmentId, query.languageCode);
        const pdf = await renderResultPdf(result);
        return reply
          .type('application/pdf')
          .header('content-disposition', pdfContentDisposition(result.languageCode, result.assessmentId))
          .send(pdf);
      },
    });

    route({
      method: 'POST',
      url: '/assessment-group/wipe-out-request',
      access: access.signedIn(),
      summary: 'E-mails the person a link that deletes their assessment data',
      response: { 200: wipeOutRequestResponse },
      handler: ({ principal }) => service.requestWipeOut(principal),
    });

    route({
      method: 'DELETE',
      url: '/assessment-group/wipe-out',
      access: access.guest('WIPE_OUT'),
      summary: "Deletes the person's assessment data (token from the e-mailed link)",
      response: { 200: wipeOutResponse },
      handler: ({ guest }) => service.wipeOut(guest),
    });
  };
}
