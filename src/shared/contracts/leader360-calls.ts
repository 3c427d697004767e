import { defineCall } from './call';
import type { idParam } from './common';
import type {
  currentQuery,
  currentResponse,
  custom360Body,
  custom360Definition,
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
} from './leader360';

const B = '/api/assessment/leader-360';

/** The Leader 360's calls: the person's and the rater's (guest link as bearer). */
export const leader360Calls = {
  current: defineCall<{ query: typeof currentQuery; response: typeof currentResponse }>(
    'GET',
    `${B}/current`,
  ),
  start: defineCall<{ body: typeof startBody; response: typeof review360 }>('POST', `${B}/start`),
  people: defineCall<{ query: typeof peopleQuery; response: typeof peopleResponse }>('GET', `${B}/people`),
  customDefinition: defineCall<{ query: typeof languageQuery; response: typeof custom360Definition }>(
    'GET',
    '/api/assessment/custom-360/definition',
  ),
  saveCustomDefinition: defineCall<{
    query: typeof languageQuery;
    body: typeof custom360Body;
    response: typeof custom360Definition;
  }>('PUT', '/api/assessment/custom-360/definition'),
  questions: defineCall<{
    params: typeof idParam;
    query: typeof languageQuery;
    response: typeof questionnaire360;
  }>('GET', `${B}/:id/questions`),
  saveSelf: defineCall<{ params: typeof idParam; body: typeof selfBody; response: typeof review360 }>(
    'POST',
    `${B}/:id/self`,
  ),
  nominate: defineCall<{
    params: typeof idParam;
    body: typeof nominateBody;
    response: typeof nominateResponse;
  }>('POST', `${B}/:id/raters`),
  remind: defineCall<{ params: typeof idParam; response: typeof remindResponse }>('POST', `${B}/:id/remind`),
  close: defineCall<{ params: typeof idParam; response: typeof review360 }>('POST', `${B}/:id/close`),
  report: defineCall<{ params: typeof idParam; query: typeof languageQuery; response: typeof report360 }>(
    'GET',
    `${B}/:id/report`,
  ),
  /** a person's latest closed 360 report, for a manager they shared their 360 with */
  memberReport: defineCall<{
    params: typeof memberReportParams;
    query: typeof languageQuery;
    response: typeof report360;
  }>('GET', `${B}/member/:userId/report`),
  raterView: defineCall<{ query: typeof languageQuery; response: typeof raterView }>('GET', `${B}/rater`),
  raterSave: defineCall<{ body: typeof raterAnswerBody; response: typeof raterView }>(
    'POST',
    `${B}/rater/answers`,
  ),
  raterDecline: defineCall<{ response: typeof raterStatusResponse }>('POST', `${B}/rater/decline`),
};
