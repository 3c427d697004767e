import type { Custom360Body, NomineeInput } from '../../../../shared/contracts/leader360';
import { leader360Calls as c } from '../../../../shared/contracts/leader360-calls';
import { api } from '../../../lib/api/call';

/** The person's 360 calls (the page's queries and mutations use these). */
export const leader360Api = {
  current: (custom: boolean) => api.call(c.current, { query: { custom: custom ? 'true' : 'false' } }),
  start: (languageCode: string, custom: boolean) => api.call(c.start, { body: { custom, languageCode } }),
  /** members of the organisation by name (the manager is picked by search) */
  people: (search: string) => api.call(c.people, { query: { search } }),
  /** the PDF's address (a plain link: the session cookie goes with it) */
  pdfUrl: (id: number, languageCode: string) =>
    `/api/assessment/leader-360/${id}/report.pdf?languageCode=${encodeURIComponent(languageCode)}`,
  customDefinition: (languageCode: string) => api.call(c.customDefinition, { query: { languageCode } }),
  saveCustomDefinition: (languageCode: string, body: Custom360Body) =>
    api.call(c.saveCustomDefinition, { query: { languageCode }, body }),
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
