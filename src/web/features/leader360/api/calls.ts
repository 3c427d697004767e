import type { NomineeInput } from '../../../../shared/contracts/leader360';
import { leader360Calls as c } from '../../../../shared/contracts/leader360-calls';
import { api } from '../../../lib/api/call';

/** The person's 360 calls (the page's queries and mutations use these). */
export const leader360Api = {
  current: () => api.call(c.current, { query: { custom: 'false' } }),
  start: (languageCode: string) => api.call(c.start, { body: { custom: false, languageCode } }),
  questions: (id: number, languageCode: string) =>
    api.call(c.questions, { params: { id }, query: { languageCode } }),
  saveSelf: (id: number, body: { answers: Record<string, number>; comments: object; submit: boolean }) =>
    api.call(c.saveSelf, { params: { id }, body }),
  nominate: (id: number, raters: NomineeInput[]) =>
    api.call(c.nominate, { params: { id }, body: { raters } }),
  remind: (id: number) => api.call(c.remind, { params: { id } }),
  close: (id: number) => api.call(c.close, { params: { id } }),
  report: (id: number, languageCode: string) =>
    api.call(c.report, { params: { id }, query: { languageCode } }),
};

/** The rater's calls: the guest link's token is the bearer. */
export const raterApi = (token: string) => ({
  view: (languageCode: string) => api.call(c.raterView, { bearer: token, query: { languageCode } }),
  save: (body: {
    answers: Record<string, number>;
    comments: object;
    submit: boolean;
    languageCode: string;
  }) => api.call(c.raterSave, { bearer: token, body }),
  decline: () => api.call(c.raterDecline, { bearer: token }),
});
