import {
  GLA_PAGE_SIZE,
  type GlaPosition,
  type GlaProfileName,
  type NomineeWelcome,
  type QuestionPage,
} from '../../../../shared/contracts/assessment';
import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';
import type { SavedAnswers } from './save-answers';

const NOMINEE = `${ASSESSMENT_BASE}/survey/nominee`;

/** A job candidate's calls, with the token of the e-mailed link. */
export function nomineeApi(token: string) {
  return {
    welcome: () => apiFetch<NomineeWelcome>(`${NOMINEE}/find-last-pos`, { bearer: token }),
    questions: (profile: GlaProfileName, page: number) =>
      apiFetch<QuestionPage>(`${NOMINEE}/question/glav2`, {
        bearer: token,
        query: { type: 'GLAV2', profile, page, limit: GLA_PAGE_SIZE },
      }),
    save: (userAnswers: { questionCode: string; value: number }[], lastPos: string) =>
      apiFetch<SavedAnswers>(`${NOMINEE}/answer`, {
        method: 'POST',
        bearer: token,
        body: { userAnswers, lastPos },
      }),
    changeLanguage: (assessmentId: number, languageCode: string) =>
      apiFetch<GlaPosition>(`${NOMINEE}/change-language/${assessmentId}`, {
        bearer: token,
        query: { languageCode: languageCode.toLowerCase() },
      }),
    finish: () =>
      apiFetch<{ assessmentId: number; finished: true }>(`${NOMINEE}/gla-v2-finish`, { bearer: token }),
  };
}
