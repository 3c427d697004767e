import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamDashboardCalls } from '../../../../shared/contracts/team-dashboard-calls';
import type { ViewingRightItem } from '../../../../shared/contracts/team-viewing-rights';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** GET /viewing-rights/shared-by-me: what the person shares with the managers of their teams. */
export function useSharedByMe() {
  return useQuery({
    queryKey: teamKeys.sharedByMe,
    queryFn: async () => (await api.call(teamDashboardCalls.sharedByMe)).data,
  });
}

/** GET /viewing-rights/get-team-dashboard-data?team_id: the manager's view, per member and item. */
export function useTeamViewingRights(teamId: number, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.viewingRights(teamId),
    queryFn: async () => (await api.call(teamDashboardCalls.teamRights, { query: { team_id: teamId } })).data,
    enabled: enabled && teamId > 0,
  });
}

/** POST /team-impact/request-viewing-right/: the manager asks a member to share an item. */
export function useRequestViewingRight(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: number; item: ViewingRightItem }) =>
      api.call(teamDashboardCalls.requestRight, {
        body: { userId: v.userId, teamId, requestItemType: v.item },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: teamKeys.viewingRights(teamId) }),
  });
}

/** POST /team-impact/toggle-viewing-right-item/{teamId}: the member shares or stops sharing one item. */
export function useToggleViewingRight() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { teamId: number; item: ViewingRightItem; granted: boolean }) =>
      api.call(teamDashboardCalls.toggleRight, {
        params: { teamId: v.teamId },
        body: { item: v.item, granted: v.granted },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: teamKeys.sharedByMe }),
  });
}
