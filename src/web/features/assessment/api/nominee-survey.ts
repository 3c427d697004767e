import { GLA_PAGE_SIZE, type GlaProfileName } from '../../../../shared/contracts/assessment';
import { nomineeSurveyCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';

/** A job candidate's calls, with the token of the e-mailed link. */
export function nomineeApi(token: string) {
  return {
    welcome: () => api.call(nomineeSurveyCalls.welcome, { bearer: token }),
    questions: (profile: GlaProfileName, page: number) =>
      api.call(nomineeSurveyCalls.questions, {
        bearer: token,
        query: { type: 'GLAV2', profile, page, limit: GLA_PAGE_SIZE },
      }),
    save: (userAnswers: { questionCode: string; value: number }[], lastPos: string) =>
      api.call(nomineeSurveyCalls.save, { bearer: token, body: { userAnswers, lastPos } }),
    changeLanguage: (assessmentId: number, languageCode: string) =>
      api.call(nomineeSurveyCalls.changeLanguage, {
        bearer: token,
        params: { id: assessmentId },
        query: { languageCode: languageCode.toLowerCase() },
      }),
    finish: () => api.call(nomineeSurveyCalls.finish, { bearer: token }),
  };
}
