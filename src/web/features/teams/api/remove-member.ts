import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** DELETE /teams/removeOrgTeamMember/{id} (id: the member row). */
export function useRemoveMember(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => api.call(teamCalls.removeMember, { params: { id: memberId } }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: teamKeys.members(teamId) });
      void qc.invalidateQueries({ queryKey: teamKeys.team(teamId) });
    },
  });
}
