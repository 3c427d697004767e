import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** GET /teams/getMembers/{id}. */
export const teamMembersQuery = (id: number) =>
  queryOptions({
    queryKey: teamKeys.members(id),
    queryFn: async () => (await api.call(teamCalls.members, { params: { id } })).data,
  });

export function useTeamMembers(id: number, enabled = true) {
  return useQuery({ ...teamMembersQuery(id), enabled: enabled && id > 0 });
}
