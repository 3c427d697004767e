import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';

/** Submits the GLA from its last Strategy page. */
export function finishGla(assessmentId: number): Promise<{ assessmentId: number; finished: true }> {
  return api.call(assessmentCalls.finish, { query: { assessmentId } });
}
