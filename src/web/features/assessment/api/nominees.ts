import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlaResult, InviteNomineeBody, Nominee } from '../../../../shared/contracts/assessment';
import { apiFetch } from '../../../lib/api/client';
import { ASSESSMENT_BASE } from './bases';

export const nomineesQuery = queryOptions({
  queryKey: ['assessment', 'nominees'],
  queryFn: () => apiFetch<{ items: Nominee[] }>(`${ASSESSMENT_BASE}/job-assessment/nominees`),
});
export const useNominees = () => useQuery(nomineesQuery);

/** Invites a job candidate by e-mail. */
export function inviteNominee(body: InviteNomineeBody): Promise<Nominee> {
  return apiFetch<Nominee>(`${ASSESSMENT_BASE}/job-assessment/nominees`, { method: 'POST', body });
}

export function useNomineeResult(id: number, languageCode: string) {
  return useQuery({
    queryKey: ['assessment', 'nominee-result', id, languageCode],
    queryFn: () =>
      apiFetch<GlaResult>(`${ASSESSMENT_BASE}/job-assessment/nominees/${id}/result`, {
        query: { languageCode: languageCode.toLowerCase() },
      }),
  });
}
