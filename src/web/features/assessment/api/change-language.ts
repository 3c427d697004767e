import type { GlaPosition } from '../../../../shared/contracts/assessment';
import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';

/** Restarts the assessment in another language; its answers are erased. */
export function changeGlaLanguage(assessmentId: number, languageCode: string): Promise<GlaPosition> {
  return apiFetch<GlaPosition>(`${ASSESSMENT_BASE}/assessment/change-language/${assessmentId}`, {
    query: { languageCode: languageCode.toLowerCase() },
  });
}
