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
  questionPageResponse,
  questionQuery,
  wipeOutRequestResponse,
  wipeOutResponse,
} from '../../../shared/contracts/assessment';
import { idParam } from '../../../shared/contracts/common';
import { access, guestOf, principalOf } from '../../platform/auth/access';
import { actingGet } from '../../platform/http/acting-get';
import { renderResultPdf } from './pdf';
import type { AssessmentService } from './service';

const tags = ['assessment'];

/** The person's own GLA. Mounted at /api/assessment. */
export function assessmentRoutes(service: AssessmentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/assessment-group/gla-v2-start',
      {
        config: { access: access.signedIn() },
        onRequest: actingGet,
        schema: {
          tags,
          summary: 'Starts the GLA, or answers the one in progress or the latest finished one',
          querystring: glaStartQuery,
          response: { 200: glaPositionResponse },
        },
      },
      (req) => service.start(principalOf(req), req.query.languageCode),
    );

    app.post(
      '/assessment-group/gla-v2-start',
      {
        config: { access: access.signedIn() },
        schema: {
          tags,
          summary:
            'Starts a new GLA after a finished one (the person confirmed); answers the one in progress',
          body: glaStartQuery,
          response: { 200: glaPositionResponse },
        },
      },
      (req) => service.start(principalOf(req), req.body.languageCode, { again: true }),
    );

    app.get(
      '/assessment-group/gla-v2-finish',
      {
        config: { access: access.signedIn() },
        onRequest: actingGet,
        schema: {
          tags,
          summary: 'Submits the GLA from its last Strategy page',
          querystring: assessmentIdQuery,
          response: { 200: finishResponse },
        },
      },
      (req) => service.finish(principalOf(req), req.query.assessmentId),
    );

    app.get(
      '/assessment/find-last-pos/:id',
      {
        config: { access: access.signedIn() },
        schema: {
          tags,
          summary: 'Where to resume',
          params: idParam,
          response: { 200: glaPositionResponse },
        },
      },
      (req) => service.lastPos(principalOf(req), req.params.id),
    );

    app.get(
      '/assessment/change-language/:id',
      {
        config: { access: access.signedIn() },
        schema: {
          tags,
          summary: 'Restarts the assessment in another language, erasing its answers',
          params: idParam,
          querystring: changeLanguageQuery,
          response: { 200: glaPositionResponse },
        },
      },
      (req) => service.changeLanguage(principalOf(req), req.params.id, req.query.languageCode),
    );

    app.post(
      '/answer',
      {
        config: { access: access.signedIn() },
        schema: {
          tags,
          summary: 'Saves a page of answers and the page to resume on',
          body: answerBody,
          response: { 200: answerResponse },
        },
      },
      (req) => service.answer(principalOf(req), req.body),
    );

    app.get(
      '/question/glav2',
      {
        config: { access: access.signedIn() },
        schema: {
          tags,
          summary: 'One page (10) of Style or Strategy questions with the saved answers',
          querystring: questionQuery,
          response: { 200: questionPageResponse },
        },
      },
      (req) => service.questions(principalOf(req), req.query),
    );

    app.get(
      '/assessment-group/gla-v2-result',
      {
        config: { access: access.signedIn() },
        schema: {
          tags,
          summary: 'The Leader Profile of a finished GLA',
          querystring: glaResultQuery,
          response: { 200: glaResultResponse },
        },
      },
      (req) => service.result(principalOf(req), req.query.assessmentId, req.query.languageCode),
    );

    app.get(
      '/assessment-group/gla-v2-report.pdf',
      {
        config: { access: access.signedIn() },
        schema: {
          tags,
          summary: 'The Leader Profile as a PDF',
          querystring: glaResultQuery,
        },
      },
      async (req, reply) => {
        const result = await service.result(principalOf(req), req.query.assessmentId, req.query.languageCode);
        const pdf = await renderResultPdf(result);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="leader-profile-${result.assessmentId}.pdf"`)
          .send(pdf);
      },
    );

    app.post(
      '/assessment-group/wipe-out-request',
      {
        config: { access: access.signedIn() },
        schema: {
          tags,
          summary: 'E-mails the person a link that deletes their assessment data',
          response: { 200: wipeOutRequestResponse },
        },
      },
      (req) => service.requestWipeOut(principalOf(req)),
    );

    app.delete(
      '/assessment-group/wipe-out',
      {
        config: { access: access.guest('WIPE_OUT') },
        schema: {
          tags,
          summary: "Deletes the person's assessment data (token from the e-mailed link)",
          response: { 200: wipeOutResponse },
        },
      },
      (req) => service.wipeOut(guestOf(req)),
    );
  };
}
