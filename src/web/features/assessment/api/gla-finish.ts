import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';

/** Submits the GLA from its last Strategy page. */
export function finishGla(assessmentId: number): Promise<{ assessmentId: number; finished: true }> {
  return apiFetch(`${ASSESSMENT_BASE}/assessment-group/gla-v2-finish`, { query: { assessmentId } });
}
