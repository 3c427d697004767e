import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callPath } from '../../../../shared/contracts/call';
import type { ImpactEventBody } from '../../../../shared/contracts/team-impact';
import { teamImpactCalls } from '../../../../shared/contracts/team-impact-calls';
import type { RoleLevel } from '../../../../shared/enums';
import { api } from '../../../lib/api/call';
import { apiResponse } from '../../../lib/api/client';

/** Query keys of the team-impact pages. */
export const impactKeys = {
  board: (teamId: number) => ['teams', 'impact', teamId] as const,
  glaReport: (teamId: number, level: RoleLevel | null) => ['teams', 'gla-report', teamId, level] as const,
  portfolio: (teamId: number, year: number) => ['teams', 'portfolio', teamId, year] as const,
};

/** GET /team-impact/{teamId}: the manager impact board. */
export const impactBoardQuery = (teamId: number) =>
  queryOptions({
    queryKey: impactKeys.board(teamId),
    queryFn: async () => (await api.call(teamImpactCalls.board, { params: { teamId } })).data,
    retry: false,
  });
export const useImpactBoard = (teamId: number) =>
  useQuery({ ...impactBoardQuery(teamId), enabled: teamId > 0 });

/** GET /team-impact/gla/{teamId}?level: the team GLA report (the team's own level without one). */
export function useTeamGlaReport(teamId: number, level: RoleLevel | null) {
  return useQuery({
    queryKey: impactKeys.glaReport(teamId, level),
    queryFn: async () =>
      (await api.call(teamImpactCalls.glaReport, { params: { teamId }, query: level ? { level } : {} })).data,
    retry: false,
    enabled: teamId > 0,
  });
}

/** GET /team-impact/sprint-analytics/{teamId}?year: the team's finished team sprints of a year. */
export function useTeamPortfolio(teamId: number, year: number) {
  return useQuery({
    queryKey: impactKeys.portfolio(teamId, year),
    queryFn: async () =>
      (await api.call(teamImpactCalls.portfolio, { params: { teamId }, query: { year } })).data,
    retry: false,
    enabled: teamId > 0,
  });
}

/** POST /notification/ui/event: a request, reminder or suggestion to a member; the board refetches. */
export function useSendImpactEvent(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ImpactEventBody) => api.call(teamImpactCalls.event, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: impactKeys.board(teamId) }),
  });
}

/** Downloads the team GLA report as a PDF file (in the caller's language). */
export async function downloadTeamGlaReport(teamId: number, level: RoleLevel): Promise<void> {
  const res = await apiResponse(`${callPath(teamImpactCalls.glaReportPdf.path, { teamId })}?level=${level}`);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = `team-gla-report-${teamId}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
