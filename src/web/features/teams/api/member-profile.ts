import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { leader360Calls } from '../../../../shared/contracts/leader360-calls';
import { teamDashboardCalls } from '../../../../shared/contracts/team-dashboard-calls';
import type { ViewingRightItem } from '../../../../shared/contracts/team-viewing-rights';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** GET /team-impact/manager-viewing-right/{userId}: what the caller, as a manager, may see of one member. */
export const managerRightQuery = (userId: number) =>
  queryOptions({
    queryKey: teamKeys.managerRight(userId),
    queryFn: async () => (await api.call(teamDashboardCalls.managerRight, { params: { id: userId } })).data,
    retry: false,
  });
export function useManagerRight(userId: number, enabled: boolean) {
  return useQuery({ ...managerRightQuery(userId), enabled });
}

/** A member's Leader Profile, read by the manager they shared their GLA with (decision 0054). */
export const memberProfileQuery = (userId: number, languageCode: string) =>
  queryOptions({
    queryKey: teamKeys.memberProfile(userId, languageCode),
    queryFn: () =>
      api.call(assessmentCalls.memberResult, {
        params: { userId },
        query: { languageCode: languageCode.toLowerCase() },
      }),
    retry: false,
  });
export function useMemberProfile(userId: number, languageCode: string, enabled: boolean) {
  return useQuery({ ...memberProfileQuery(userId, languageCode), enabled });
}

/** A member's latest closed Leader 360 report, read by the manager they shared their 360 with. */
export function useMember360(userId: number, languageCode: string, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.member360(userId, languageCode),
    queryFn: () =>
      api.call(leader360Calls.memberReport, {
        params: { userId },
        query: { languageCode: languageCode as never },
      }),
    retry: false,
    enabled,
  });
}

/** POST /teams/viewingRightsInvite: the manager asks every colleague of the team (or some) to share items. */
export function useInviteViewingRights(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { items: ViewingRightItem[]; userIds?: number[] }) =>
      (await api.call(teamDashboardCalls.inviteRights, { body: { teamId, ...v } })).data,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: teamKeys.viewingRights(teamId) }),
        qc.invalidateQueries({ queryKey: ['teams', 'manager-right'] }),
      ]),
  });
}
