import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlaResult } from '../../../../shared/contracts/assessment';
import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';
import { assessmentKeys } from './keys';

export function fetchGlaResult(assessmentId: number, languageCode: string): Promise<GlaResult> {
  return api.call(assessmentCalls.result, {
    query: { assessmentId, languageCode: languageCode.toLowerCase() },
  });
}

export const glaResultQuery = (assessmentId: number, languageCode: string) =>
  queryOptions({
    queryKey: assessmentKeys.result(assessmentId, languageCode),
    queryFn: () => fetchGlaResult(assessmentId, languageCode),
  });

/** The Leader Profile of a finished assessment (disabled while there is none). */
export function useGlaResult(assessmentId: number, languageCode: string, enabled: boolean) {
  return useQuery({ ...glaResultQuery(assessmentId, languageCode), enabled });
}
