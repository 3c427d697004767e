import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';

/** Takes over (accept) or dismisses an assessment the person took as a job candidate. */
export function respondToConversion(body: { jobCandidateId: number; accept: boolean }) {
  return apiFetch<{ jobCandidateId: number; status: string; assessmentId: number | null }>(
    `${ASSESSMENT_BASE}/job-assessment/response-to-conversion`,
    { method: 'POST', body },
  );
}
