import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSprintCalls } from '../../../../shared/contracts/team-sprint-calls';
import { api } from '../../../lib/api/call';
import { teamSprintKeys } from './keys';

/** GET team-sprint/summary/{id}: the running team sprint as its dashboard shows it (members, leads, stand-ups). */
export const teamSprintSummaryQuery = (sprintId: number) =>
  queryOptions({
    queryKey: teamSprintKeys.summary(sprintId),
    queryFn: async () => (await api.call(teamSprintCalls.summary, { params: { id: sprintId } })).data,
  });

export function useTeamSprintSummary(sprintId: number | null) {
  return useQuery({ ...teamSprintSummaryQuery(sprintId ?? 0), enabled: !!sprintId });
}
