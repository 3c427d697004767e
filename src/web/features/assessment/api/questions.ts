import type { GlaProfileName, QuestionPage } from '../../../../shared/contracts/assessment';
import { GLA_PAGE_SIZE } from '../../../../shared/contracts/assessment';
import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';

/** One page (10) of questions with the saved answers. */
export function fetchQuestions(
  assessmentId: number,
  profile: GlaProfileName,
  page: number,
): Promise<QuestionPage> {
  return apiFetch<QuestionPage>(`${ASSESSMENT_BASE}/question/glav2`, {
    query: { assessmentId, type: 'GLAV2', profile, page, limit: GLA_PAGE_SIZE },
  });
}
