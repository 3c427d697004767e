import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';
import { trackEvent } from '../../../lib/tracking/tracking';

/** Submits the GLA from its last Strategy page. */
export function finishGla(assessmentId: number): Promise<{ assessmentId: number; finished: true }> {
  return api.call(assessmentCalls.finish, { query: { assessmentId } }).then((r) => {
    trackEvent('GLA Finished');
    return r;
  });
}
