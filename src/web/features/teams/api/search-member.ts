import { useQuery } from '@tanstack/react-query';
import type { MemberSearchResult } from '../../../../shared/contracts/teams';
import { apiFetch, USER_BASE } from '../../../lib/api/client';
import { teamKeys } from './keys';

/** GET /users/team/searchMember (user service): people of the organisation by name; the keyword is URL-encoded. */
export function useSearchMember(keyword: string, clientId: number | undefined) {
  const k = keyword.trim();
  return useQuery({
    enabled: k.length > 0,
    queryKey: teamKeys.search(k),
    queryFn: async () =>
      (
        await apiFetch<{ items: MemberSearchResult[] }>(`${USER_BASE}/users/team/searchMember`, {
          query: { keyword: k, clientId, activeOnly: 'true' },
        })
      ).items,
    staleTime: 30_000,
  });
}
