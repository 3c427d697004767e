import { useQuery } from '@tanstack/react-query';
import { teamSprintCalls } from '../../../../shared/contracts/team-sprint-calls';
import { api } from '../../../lib/api/call';
import { teamSprintKeys } from './keys';

/** GET team-sprint/feedback/{id}: each member's check-ins and the crew's comments. */
export function useTeamFeedback(sprintId: number | null) {
  return useQuery({
    queryKey: teamSprintKeys.feedback(sprintId ?? 0),
    queryFn: async () => (await api.call(teamSprintCalls.feedback, { params: { id: sprintId ?? 0 } })).data,
    enabled: !!sprintId,
  });
}

/** GET team-sprint/analytics/{id}: per week the viewer's, the team's and the crew's scores. */
export function useTeamAnalytics(sprintId: number | null) {
  return useQuery({
    queryKey: teamSprintKeys.analytics(sprintId ?? 0),
    queryFn: async () => (await api.call(teamSprintCalls.analytics, { params: { id: sprintId ?? 0 } })).data,
    enabled: !!sprintId,
  });
}
