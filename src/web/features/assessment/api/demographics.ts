import { assessmentCalls, nomineeSurveyCalls } from '../../../../shared/contracts/assessment-calls';
import type { Demographics, DemographicsBody } from '../../../../shared/contracts/demographics';
import { api } from '../../../lib/api/call';

/** Saves the person's research answers. */
export function saveDemographics(body: DemographicsBody): Promise<Demographics> {
  return api.call(assessmentCalls.saveDemographics, { body });
}

/** Saves a job candidate's research answers (guest token). */
export function saveNomineeDemographics(token: string, body: DemographicsBody): Promise<Demographics> {
  return api.call(nomineeSurveyCalls.saveDemographics, { body, bearer: token });
}

/** The person's saved research answers (all null before the first save). */
export function fetchMyDemographics(): Promise<Demographics> {
  return api.call(assessmentCalls.myDemographics, {});
}
