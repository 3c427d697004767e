import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamBody, Team } from '../../../../shared/contracts/teams';
import { apiFetch } from '../../../lib/api/client';
import { TEAM_BASE, teamKeys } from './keys';

/** POST /teams/createTeam: the caller becomes the manager. */
export function useCreateTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTeamBody) =>
      (await apiFetch<{ data: Team }>(`${TEAM_BASE}/teams/createTeam`, { method: 'POST', body })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKeys.mine }),
  });
}
