import { useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../shared/contracts/teams';
import { apiFetch } from '../../../lib/api/client';
import { TEAM_BASE, teamKeys } from './keys';

/** GET /teams-member/team-details: the teams the person belongs to, with the manager flag. */
export function useMyTeams(enabled = true) {
  return useQuery({
    enabled,
    queryKey: teamKeys.mine,
    queryFn: async () => (await apiFetch<{ data: Team[] }>(`${TEAM_BASE}/teams-member/team-details`)).data,
  });
}
