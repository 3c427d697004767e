import type { Demographics, DemographicsBody } from '../../../../shared/contracts/demographics';
import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE, DESCRIPTORS_BASE } from './bases';

/** Saves the person's research answers. */
export function saveDemographics(body: DemographicsBody): Promise<Demographics> {
  return apiFetch<Demographics>(`${DESCRIPTORS_BASE}/demographics/me`, { method: 'POST', body });
}

/** Saves a job candidate's research answers (guest token). */
export function saveNomineeDemographics(token: string, body: DemographicsBody): Promise<Demographics> {
  return apiFetch<Demographics>(`${ASSESSMENT_BASE}/survey/nominee/demographics`, {
    method: 'POST',
    body,
    bearer: token,
  });
}
