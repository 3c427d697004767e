import type { z } from 'zod';
import type { AnswerBody, answerResponse } from '../../../../shared/contracts/assessment';
import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';

export type SavedAnswers = z.infer<typeof answerResponse>;

/** Saves one page of answers and the page to resume on. */
export function saveAnswers(body: AnswerBody): Promise<SavedAnswers> {
  return api.call(assessmentCalls.saveAnswers, { body });
}
