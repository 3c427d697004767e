import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';

/** Takes over (accept) or dismisses an assessment the person took as a job candidate. */
export function respondToConversion(body: { jobCandidateId: number; accept: boolean }) {
  return api.call(assessmentCalls.respondToConversion, { body });
}
