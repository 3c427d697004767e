import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** GET /teams/getTeam/{id}. */
export const teamQuery = (id: number) =>
  queryOptions({
    queryKey: teamKeys.team(id),
    queryFn: async () => (await api.call(teamCalls.get, { params: { id } })).data,
    retry: false,
  });

export function useTeam(id: number) {
  return useQuery({ ...teamQuery(id), enabled: id > 0 });
}
