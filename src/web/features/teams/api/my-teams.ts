import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** GET /teams-member/team-details: the teams the person belongs to, with the manager flag. */
export const myTeamsQuery = () =>
  queryOptions({ queryKey: teamKeys.mine, queryFn: async () => (await api.call(teamCalls.mine)).data });

export function useMyTeams(enabled = true) {
  return useQuery({ ...myTeamsQuery(), enabled });
}
