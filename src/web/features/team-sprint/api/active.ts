import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSprintCalls } from '../../../../shared/contracts/team-sprint-calls';
import { api } from '../../../lib/api/call';
import { teamSprintKeys } from './keys';

/** GET team-sprint/findTeamActiveSprint/{teamId}: the team's sprint in progress, its design, the viewer's place. */
export const teamActiveQuery = (teamId: number) =>
  queryOptions({
    queryKey: teamSprintKeys.active(teamId),
    queryFn: async () => (await api.call(teamSprintCalls.active, { params: { id: teamId } })).data,
    retry: false,
  });

export function useTeamActiveSprint(teamId: number) {
  return useQuery({ ...teamActiveQuery(teamId), enabled: teamId > 0 });
}
