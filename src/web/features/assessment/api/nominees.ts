import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteNomineeBody, Nominee } from '../../../../shared/contracts/assessment';
import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { api } from '../../../lib/api/call';
import { assessmentKeys } from './keys';

export const nomineesQuery = queryOptions({
  queryKey: assessmentKeys.nominees,
  queryFn: () => api.call(assessmentCalls.nominees),
});

export const useNominees = () => useQuery(nomineesQuery);

/** Invites a job candidate by e-mail. */
export function inviteNominee(body: InviteNomineeBody): Promise<Nominee> {
  return api.call(assessmentCalls.inviteNominee, { body });
}

export const nomineeResultQuery = (id: number, languageCode: string) =>
  queryOptions({
    queryKey: assessmentKeys.nomineeResult(id, languageCode),
    queryFn: () =>
      api.call(assessmentCalls.nomineeResult, {
        params: { id },
        query: { languageCode: languageCode.toLowerCase() },
      }),
  });

export function useNomineeResult(id: number, languageCode: string) {
  return useQuery(nomineeResultQuery(id, languageCode));
}
