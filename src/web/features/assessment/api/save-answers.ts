import type { AnswerBody } from '../../../../shared/contracts/assessment';
import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';

export interface SavedAnswers {
  assessmentId: number;
  lastPos: string;
  saved: number;
  styleSurveyCompleted: boolean;
}

/** Saves one page of answers and the page to resume on. */
export function saveAnswers(body: AnswerBody): Promise<SavedAnswers> {
  return apiFetch<SavedAnswers>(`${ASSESSMENT_BASE}/answer`, { method: 'POST', body });
}
