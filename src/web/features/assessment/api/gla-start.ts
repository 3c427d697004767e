import type { GlaPosition } from '../../../../shared/contracts/assessment';
import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';

/** Starts the GLA (or answers the one in progress). */
export function startGla(languageCode: string): Promise<GlaPosition> {
  return api.call(assessmentCalls.start, { query: { languageCode: languageCode.toLowerCase() } });
}
