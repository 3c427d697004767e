import type { GlaPosition } from '../../../../shared/contracts/assessment';
import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';
import { trackEvent } from '../../../lib/tracking/tracking';

const tracked = (p: GlaPosition) => {
  trackEvent('GLA Started');
  return p;
};

/** Starts the GLA (or answers the one in progress). */
export function startGla(languageCode: string): Promise<GlaPosition> {
  return api
    .call(assessmentCalls.start, { query: { languageCode: languageCode.toLowerCase() } })
    .then(tracked);
}

/** Starts a new GLA after a finished one, once the person confirmed it in the info dialog (decision 0025). */
export function restartGla(languageCode: string): Promise<GlaPosition> {
  return api
    .call(assessmentCalls.restart, { body: { languageCode: languageCode.toLowerCase() } })
    .then(tracked);
}
