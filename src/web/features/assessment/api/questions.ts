import {
  GLA_PAGE_SIZE,
  type GlaProfileName,
  type QuestionPage,
} from '../../../../shared/contracts/assessment';
import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';

/** One page (10) of questions with the saved answers. */
export function fetchQuestions(
  assessmentId: number,
  profile: GlaProfileName,
  page: number,
): Promise<QuestionPage> {
  return api.call(assessmentCalls.questions, {
    query: { assessmentId, type: 'GLAV2', profile, page, limit: GLA_PAGE_SIZE },
  });
}
