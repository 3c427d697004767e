import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamDashboard } from '../../../../shared/contracts/team-dashboard';
import { teamDashboardCalls } from '../../../../shared/contracts/team-dashboard-calls';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

export type { TeamDashboard };

/** GET /team-dashboard/{id}: people, focus notes, top challenges, aggregated strengths (privacy rule). */
export const teamDashboardQuery = (id: number) =>
  queryOptions({
    queryKey: teamKeys.dashboard(id),
    queryFn: async () => (await api.call(teamCalls.dashboard, { params: { id } })).data,
    retry: false,
  });

export function useTeamDashboard(id: number) {
  return useQuery({ ...teamDashboardQuery(id), enabled: id > 0 });
}

/** POST /teams/note/{id}: the manager writes the team's focus. */
export function useAddFocusNote(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.call(teamDashboardCalls.addNote, { params: { id: teamId }, body: { type: 'FOCUS_NOTE', text } }),
    onSettled: () => qc.invalidateQueries({ queryKey: teamKeys.dashboard(teamId) }),
  });
}
