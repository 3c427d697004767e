import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSprintCalls } from '../../../../shared/contracts/team-sprint-calls';
import { api } from '../../../lib/api/call';
import { teamSprintKeys } from './keys';

/** GET team/summary: the person's teams with their current team sprint and how its navigation shows. */
export const teamSummaryQuery = () =>
  queryOptions({
    queryKey: teamSprintKeys.summaryOfTeams,
    queryFn: async () => (await api.call(teamSprintCalls.teamSummary)).data,
    staleTime: 30_000,
  });

export function useTeamSummary(enabled = true) {
  return useQuery({ ...teamSummaryQuery(), enabled });
}
