import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlaResult } from '../../../../shared/contracts/assessment';
import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';

export function fetchGlaResult(assessmentId: number, languageCode: string): Promise<GlaResult> {
  return apiFetch<GlaResult>(`${ASSESSMENT_BASE}/assessment-group/gla-v2-result`, {
    query: { assessmentId, languageCode: languageCode.toLowerCase() },
  });
}

export const glaResultQuery = (assessmentId: number, languageCode: string) =>
  queryOptions({
    queryKey: ['assessment', 'result', assessmentId, languageCode],
    queryFn: () => fetchGlaResult(assessmentId, languageCode),
  });

/** The Leader Profile of a finished assessment (disabled while there is none). */
export function useGlaResult(assessmentId: number, languageCode: string, enabled: boolean) {
  return useQuery({ ...glaResultQuery(assessmentId, languageCode), enabled });
}
