import type { GlaPosition } from '../../../../shared/contracts/assessment';
import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';

/** Where to resume an assessment. */
export function findLastPos(assessmentId: number): Promise<GlaPosition> {
  return api.call(assessmentCalls.findLastPos, { params: { id: assessmentId } });
}
