import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/contracts/common';
import {
  currentQuery,
  currentResponse,
  custom360Body,
  custom360Definition,
  extendBody,
  languageQuery,
  memberReportParams,
  nominateBody,
  nominateResponse,
  peopleQuery,
  peopleResponse,
  questionnaire360,
  raterAnswerBody,
  raterStatusResponse,
  raterView,
  remindResponse,
  report360,
  review360,
  selfBody,
  startBody,
} from '../../../shared/contracts/leader360';
import { sectionRoles } from '../../../shared/domain/console-access';
import { access } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { routesOf } from '../../platform/http/route';
import type { CustomDefinitionService } from './custom-definition';
import { renderReportPdf, reportPdfDisposition } from './pdf';
import type { RaterService } from './rater-service';
import type { Leader360Service } from './service';

const tags = ['leader 360'];
/** a signed-in person's own 360 (the service checks gl360 or gl360-freemium: either opens it) */
const person = access.signedIn();
const rater = access.guest('LEADER_360_RATER');
const review = { id: owner.of('leader360') };

/** The Leader 360: the person's calls and the rater's guest calls. Mounted at /api/assessment. */
export function leader360Routes(
  service: Leader360Service,
  raters: RaterService,
  custom: CustomDefinitionService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/leader-360/current',
      access: person,
      summary: "The person's latest Leader 360 (or Custom 360) with its progress, or null",
      query: currentQuery,
      response: { 200: currentResponse },
      handler: ({ principal, query }) => service.current(principal, query.custom === 'true'),
    });
    route({
      method: 'POST',
      url: '/leader-360/start',
      access: person,
      summary: 'Starts a 360 (15-day window), or answers the one still open',
      body: startBody,
      response: { 200: review360 },
      handler: ({ principal, body }) => service.start(principal, body),
    });
    route({
      method: 'GET',
      url: '/leader-360/people',
      access: person,
      summary: 'Members of the organisation by name, to pick the manager',
      query: peopleQuery,
      response: { 200: peopleResponse },
      handler: ({ principal, query }) => service.people(principal, query.search),
    });
    route({
      method: 'GET',
      url: '/leader-360/:id/questions',
      owners: review,
      access: person,
      summary: 'The questions of the 360 in a language',
      params: idParam,
      query: languageQuery,
      response: { 200: questionnaire360 },
      handler: ({ principal, params, query }) => service.questions(principal, params.id, query.languageCode),
    });
    route({
      method: 'POST',
      url: '/leader-360/:id/self',
      owners: review,
      access: person,
      summary: 'Saves (and with submit, finishes) the self-rating',
      params: idParam,
      body: selfBody,
      response: { 200: review360 },
      handler: ({ principal, params, body }) => service.saveSelf(principal, params.id, body),
    });
    route({
      method: 'POST',
      url: '/leader-360/:id/raters',
      owners: review,
      access: person,
      summary: 'Nominates raters by group and e-mails each their own link',
      params: idParam,
      body: nominateBody,
      response: { 200: nominateResponse },
      handler: ({ principal, params, body }) => service.nominate(principal, params.id, body),
    });
    route({
      method: 'POST',
      url: '/leader-360/:id/remind',
      owners: review,
      access: person,
      summary: 'Reminds the raters who have not answered (at most once a day)',
      params: idParam,
      response: { 200: remindResponse },
      handler: ({ principal, params }) => service.remind(principal, params.id),
    });
    route({
      method: 'POST',
      url: '/leader-360/:id/extend',
      owners: review,
      access: person,
      summary: 'Extends the window',
      params: idParam,
      body: extendBody,
      response: { 200: review360 },
      handler: ({ principal, params, body }) => service.extend(principal, params.id, body),
    });
    route({
      method: 'POST',
      url: '/leader-360/:id/close',
      owners: review,
      access: person,
      summary: 'Closes the 360 early (it needs enough answers)',
      params: idParam,
      response: { 200: review360 },
      handler: ({ principal, params }) => service.close(principal, params.id),
    });
    route({
      method: 'GET',
      url: '/leader-360/:id/report',
      owners: review,
      access: person,
      summary:
        'The 360 report (anonymity enforced): groups, all others, blind spots, hidden strengths, comments',
      params: idParam,
      query: languageQuery,
      response: { 200: report360 },
      handler: ({ principal, params, query }) => service.report(principal, params.id, query.languageCode),
    });
    route({
      method: 'GET',
      url: '/leader-360/member/:userId/report',
      owners: { userId: owner.of('person') },
      access: person,
      summary:
        "A team member's latest closed 360 report, for the manager they shared their 360 with (403 without the right, 404 without a closed 360)",
      params: memberReportParams,
      query: languageQuery,
      response: { 200: report360 },
      handler: ({ principal, params, query }) =>
        service.memberReport(principal, params.userId, query.languageCode),
    });
    route({
      method: 'GET',
      url: '/leader-360/:id/report.pdf',
      owners: review,
      access: person,
      summary: 'The 360 report as a PDF in the language asked (the same anonymity rule)',
      params: idParam,
      query: languageQuery,
      handler: async ({ principal, params, query, reply }) => {
        const { report, personName } = await service.reportForPdf(principal, params.id, query.languageCode);
        const pdf = await renderReportPdf(report, personName, query.languageCode);
        return reply
          .type('application/pdf')
          .header('content-disposition', reportPdfDisposition(report, query.languageCode))
          .send(pdf);
      },
    });

    // the organisation's Custom 360 questions: the console's settings page (its admins) edits them
    const admin = access.signedIn({ roles: sectionRoles('settings'), product: false });
    route({
      method: 'GET',
      url: '/custom-360/definition',
      access: admin,
      summary:
        "The organisation's Custom 360: on or off, its name, its questions and the bank to choose from",
      query: languageQuery,
      response: { 200: custom360Definition },
      handler: ({ principal, query }) => custom.get(principal, query.languageCode),
    });
    route({
      method: 'PUT',
      url: '/custom-360/definition',
      access: admin,
      summary: 'Saves the Custom 360 questions (running 360s keep the questions they started with)',
      query: languageQuery,
      body: custom360Body,
      response: { 200: custom360Definition },
      handler: ({ principal, query, body }) => custom.save(principal, body, query.languageCode),
    });

    route({
      method: 'GET',
      url: '/leader-360/rater',
      access: rater,
      summary: "The rater's page: whom they rate, the questions in their language, their own saved answers",
      query: languageQuery.partial(),
      response: { 200: raterView },
      handler: ({ guest, query }) => raters.view(guest, query.languageCode),
    });
    route({
      method: 'POST',
      url: '/leader-360/rater/answers',
      access: rater,
      summary: "Saves (and with submit, finishes) the rater's answers",
      body: raterAnswerBody,
      response: { 200: raterView },
      handler: ({ guest, body }) => raters.save(guest, body),
    });
    route({
      method: 'POST',
      url: '/leader-360/rater/decline',
      access: rater,
      summary: 'The rater declines to take part',
      response: { 200: raterStatusResponse },
      handler: ({ guest }) => raters.decline(guest),
    });
  };
}
