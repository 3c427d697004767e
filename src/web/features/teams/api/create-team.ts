import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamBody } from '../../../../shared/contracts/teams';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** POST /teams/createTeam: the caller becomes the manager. */
export function useCreateTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTeamBody) => (await api.call(teamCalls.create, { body })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKeys.mine }),
  });
}
