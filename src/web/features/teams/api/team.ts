import { useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../shared/contracts/teams';
import { apiFetch } from '../../../lib/api/client';
import { TEAM_BASE, teamKeys } from './keys';

/** GET /teams/getTeam/{id}. */
export function useTeam(id: number) {
  return useQuery({
    enabled: id > 0,
    queryKey: teamKeys.team(id),
    queryFn: async () => (await apiFetch<{ data: Team }>(`${TEAM_BASE}/teams/getTeam/${id}`)).data,
    retry: false,
  });
}
