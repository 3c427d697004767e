import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client';
import { TEAM_BASE, teamKeys } from './keys';

/** DELETE /teams/delete-team/{id}. */
export function useDeleteTeam(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${TEAM_BASE}/teams/delete-team/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: teamKeys.team(id) });
      void qc.invalidateQueries({ queryKey: teamKeys.mine });
      void qc.invalidateQueries({ queryKey: ['plan', 'team-milestones'] });
    },
  });
}
