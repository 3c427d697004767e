import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditTeamBody } from '../../../../shared/contracts/teams';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** PUT /teams/editTeam/{id}. */
export function useEditTeam(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: EditTeamBody) => (await api.call(teamCalls.edit, { params: { id }, body })).data,
    onSuccess: (team) => {
      qc.setQueryData(teamKeys.team(id), team);
      void qc.invalidateQueries({ queryKey: teamKeys.mine });
    },
  });
}
