import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** DELETE /teams/delete-team/{id}. */
export function useDeleteTeam(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(teamCalls.remove, { params: { id } }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: teamKeys.team(id) });
      void qc.invalidateQueries({ queryKey: teamKeys.mine });
      void qc.invalidateQueries({ queryKey: teamKeys.milestones });
    },
  });
}
