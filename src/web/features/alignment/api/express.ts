import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SurveyParticipantInput } from '../../../../shared/contracts/alignment';
import { alignmentCalls } from '../../../../shared/contracts/alignment-calls';
import {
  alignmentExpressCalls as c,
  type ExpressMembers,
} from '../../../../shared/contracts/alignment-express';
import { api } from '../../../lib/api/call';
import { alignmentKeys } from '../keys';

/** What the express page does on opening (spec section 4); asked again every time the page opens. */
export const expressOpeningQuery = () =>
  queryOptions({
    queryKey: alignmentKeys.expressOpening,
    queryFn: async () => (await api.call(c.opening)).data,
    staleTime: 0,
    gcTime: 0,
  });

export const expressMembersQuery = (teamId: number) =>
  queryOptions({
    queryKey: alignmentKeys.expressMembers(teamId),
    queryFn: async () => (await api.call(c.members, { params: { id: teamId } })).data,
    enabled: teamId > 0,
  });

export const teamRolesQuery = (lng: string) =>
  queryOptions({
    queryKey: alignmentKeys.teamRoles(lng),
    queryFn: async () => (await api.call(c.teamRoles)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const sampleReportQuery = (lng: string) =>
  queryOptions({
    queryKey: alignmentKeys.sampleReport(lng),
    queryFn: async () => (await api.call(c.sampleReport, { query: { languageCode: lng } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useExpressOpening = () => useQuery(expressOpeningQuery());
export const useExpressMembers = (teamId: number) => useQuery(expressMembersQuery(teamId));
export const useTeamRoles = (lng: string) => useQuery(teamRolesQuery(lng));
export const useSampleReport = (lng: string) => useQuery(sampleReportQuery(lng));

/** POST /express/team: the caller's one team (made for them when they have none). */
export function useExpressTeam() {
  return useMutation({ mutationFn: async () => (await api.call(c.createTeam)).data });
}

/** Add, edit and delete of the list: each answers with the new list, which replaces the cached one. */
export function useExpressListChanges(teamId: number) {
  const qc = useQueryClient();
  const set = (list: ExpressMembers) => qc.setQueryData(alignmentKeys.expressMembers(teamId), list);
  return {
    add: useMutation({
      mutationFn: async (m: { fullName: string; email: string; teamRoleId: number }) =>
        (await api.call(c.add, { body: { teamId, ...m } })).data,
      onSuccess: set,
    }),
    edit: useMutation({
      mutationFn: async (m: { id: number; fullName: string; teamRoleId: number }) =>
        (
          await api.call(c.edit, {
            params: { memberId: m.id },
            body: { teamId, fullName: m.fullName, teamRoleId: m.teamRoleId },
          })
        ).data,
      onSuccess: set,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => (await api.call(c.remove, { params: { memberId: id } })).data,
      onSuccess: set,
    }),
  };
}

/** Send & Start: an express survey of the team with the list ('myself' included); answers the manager's link. */
export function useSendExpress(teamId: number) {
  return useMutation({
    mutationFn: async (members: SurveyParticipantInput[]) =>
      (
        await api.call(alignmentCalls.start, {
          body: { team_id: teamId, surveyType: 'express', team_members: members },
        })
      ).data,
  });
}
