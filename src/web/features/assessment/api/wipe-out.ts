import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';

/** Mails the person a link that deletes their assessment data. */
export function requestWipeOut(): Promise<{ sentTo: string }> {
  return apiFetch(`${ASSESSMENT_BASE}/assessment-group/wipe-out-request`, { method: 'POST', body: {} });
}

/** The e-mailed link: deletes the assessment data of its person (token from the route). */
export function wipeOut(token: string): Promise<{ deletedAssessments: number }> {
  return apiFetch(`${ASSESSMENT_BASE}/assessment-group/wipe-out`, { method: 'DELETE', bearer: token });
}
