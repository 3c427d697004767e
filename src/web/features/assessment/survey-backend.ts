import type { GlaPosition, GlaProfileName, QuestionPage } from '../../../shared/contracts/assessment';
import { changeGlaLanguage } from './api/change-language';
import { finishGla } from './api/gla-finish';
import { nomineeApi } from './api/nominee-survey';
import { fetchQuestions } from './api/questions';
import { type SavedAnswers, saveAnswers } from './api/save-answers';

/** What the survey dialog needs, for a signed-in person or a job candidate with a guest link. */
export interface SurveyBackend {
  assessmentId: number;
  questions(profile: GlaProfileName, page: number): Promise<QuestionPage>;
  save(userAnswers: { questionCode: string; value: number }[], lastPos: string): Promise<SavedAnswers>;
  finish(): Promise<unknown>;
  changeLanguage(languageCode: string): Promise<GlaPosition>;
}

export function userSurvey(assessmentId: number): SurveyBackend {
  return {
    assessmentId,
    questions: (profile, page) => fetchQuestions(assessmentId, profile, page),
    save: (userAnswers, lastPos) => saveAnswers({ assessmentId, userAnswers, lastPos }),
    finish: () => finishGla(assessmentId),
    changeLanguage: (lng) => changeGlaLanguage(assessmentId, lng),
  };
}

export function nomineeSurvey(token: string, assessmentId: number): SurveyBackend {
  const api = nomineeApi(token);
  return {
    assessmentId,
    questions: api.questions,
    save: api.save,
    finish: api.finish,
    changeLanguage: (lng) => api.changeLanguage(assessmentId, lng),
  };
}

/** The survey language is kept in this browser, lower-case (spec personal-area 3). */
export const SURVEY_LANGUAGE_KEY = 'stride_survey_language';
export function storedSurveyLanguage(): string | null {
  try {
    return window.localStorage.getItem(SURVEY_LANGUAGE_KEY);
  } catch {
    return null;
  }
}
export function storeSurveyLanguage(lng: string): void {
  try {
    window.localStorage.setItem(SURVEY_LANGUAGE_KEY, lng.toLowerCase());
  } catch {
    // storage may be unavailable; the assessment keeps its language on the server
  }
}
