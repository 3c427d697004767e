import type { GlaPosition } from '../../../../shared/contracts/assessment';
import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';

/** Where to resume an assessment. */
export function findLastPos(assessmentId: number): Promise<GlaPosition> {
  return apiFetch<GlaPosition>(`${ASSESSMENT_BASE}/assessment/find-last-pos/${assessmentId}`);
}
