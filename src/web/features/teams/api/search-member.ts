import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** GET /users/team/searchMember (user service): people of the organisation by name; the keyword is URL-encoded. */
export const searchMemberQuery = (keyword: string, clientId: number | undefined) =>
  queryOptions({
    queryKey: teamKeys.search(keyword),
    queryFn: async () =>
      (await api.call(teamCalls.searchMember, { query: { keyword, clientId, activeOnly: 'true' } })).items,
    staleTime: 30_000,
  });

export function useSearchMember(keyword: string, clientId: number | undefined) {
  const k = keyword.trim();
  return useQuery({ ...searchMemberQuery(k, clientId), enabled: k.length > 0 });
}
