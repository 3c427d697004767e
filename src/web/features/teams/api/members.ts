import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '../../../../shared/contracts/teams';
import { apiFetch } from '../../../lib/api/client';
import { TEAM_BASE, teamKeys } from './keys';

/** GET /teams/getMembers/{id}. */
export function useTeamMembers(id: number, enabled = true) {
  return useQuery({
    enabled: enabled && id > 0,
    queryKey: teamKeys.members(id),
    queryFn: async () => (await apiFetch<{ data: TeamMember[] }>(`${TEAM_BASE}/teams/getMembers/${id}`)).data,
  });
}
