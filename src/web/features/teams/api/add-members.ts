import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** POST /teams/team-membership-orgs: adds organisation members (each gets an e-mail). */
export function useAddMembers(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: number[]) =>
      (await api.call(teamCalls.addMembers, { body: { teamId, userIds } })).data,
    onSuccess: (members) => {
      qc.setQueryData(teamKeys.members(teamId), members);
      void qc.invalidateQueries({ queryKey: teamKeys.team(teamId) });
    },
  });
}
