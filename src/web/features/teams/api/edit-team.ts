import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditTeamBody, Team } from '../../../../shared/contracts/teams';
import { apiFetch } from '../../../lib/api/client';
import { TEAM_BASE, teamKeys } from './keys';

/** PUT /teams/editTeam/{id}. */
export function useEditTeam(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: EditTeamBody) =>
      (await apiFetch<{ data: Team }>(`${TEAM_BASE}/teams/editTeam/${id}`, { method: 'PUT', body })).data,
    onSuccess: (team) => {
      qc.setQueryData(teamKeys.team(id), team);
      void qc.invalidateQueries({ queryKey: teamKeys.mine });
    },
  });
}
