import type { GlaPosition } from '../../../../shared/contracts/assessment';
import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';

/** Restarts the assessment in another language; its answers are erased. */
export function changeGlaLanguage(assessmentId: number, languageCode: string): Promise<GlaPosition> {
  return api.call(assessmentCalls.changeLanguage, {
    params: { id: assessmentId },
    query: { languageCode: languageCode.toLowerCase() },
  });
}
