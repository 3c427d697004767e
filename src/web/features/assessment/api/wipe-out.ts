import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';

/** Mails the person a link that deletes their assessment data. */
export function requestWipeOut(): Promise<{ sentTo: string }> {
  return api.call(assessmentCalls.wipeOutRequest, { body: {} });
}

/** The e-mailed link: deletes the assessment data of its person (token from the route). */
export function wipeOut(token: string): Promise<{ deletedAssessments: number }> {
  return api.call(assessmentCalls.wipeOut, { bearer: token });
}
