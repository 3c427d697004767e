import type { GlaPosition } from '../../../../shared/contracts/assessment';
import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';

/** Starts the GLA (or answers the one in progress). */
export function startGla(languageCode: string): Promise<GlaPosition> {
  return apiFetch<GlaPosition>(`${ASSESSMENT_BASE}/assessment-group/gla-v2-start`, {
    query: { languageCode: languageCode.toLowerCase() },
  });
}

/** Starts a new GLA after a finished one, once the person confirmed it in the info dialog (decision 0025). */
export function restartGla(languageCode: string): Promise<GlaPosition> {
  return apiFetch<GlaPosition>(`${ASSESSMENT_BASE}/assessment-group/gla-v2-start`, {
    method: 'POST',
    body: { languageCode: languageCode.toLowerCase() },
  });
}
