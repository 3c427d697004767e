import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveMilestoneBody } from '../../../../shared/contracts/plan';
import { apiFetch, USER_BASE } from '../../../lib/api/client';
import { planKeys } from './keys';

/** POST /agile-plan/save-agile-milestone. */
export function useSaveMilestone(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMilestoneBody) =>
      apiFetch(`${USER_BASE}/agile-plan/save-agile-milestone`, { method: 'POST', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.plan(planId) }),
  });
}

/** DELETE /agile-plan/delete-agile-milestone. */
export function useDeleteMilestone(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`${USER_BASE}/agile-plan/delete-agile-milestone`, {
        method: 'DELETE',
        body: { id, agilePlanGroupId: planId },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.plan(planId) }),
  });
}

export interface TeamMilestone {
  id: number;
  teamId: number;
  type: string;
  title: string;
  date: string;
  done: boolean;
}

/** The milestones of the person's teams (GET /team-milestone/my-teams). */
export function useMyTeamMilestones(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['plan', 'team-milestones'],
    queryFn: () => apiFetch<{ items: TeamMilestone[] }>(`${USER_BASE}/team-milestone/my-teams`),
  });
}

/** GET /team-milestone/mark-as-done/{id}. */
export function useMarkTeamMilestoneDone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<TeamMilestone>(`${USER_BASE}/team-milestone/mark-as-done/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: ['plan', 'team-milestones'] }),
  });
}

/** POST /team-milestone (the team's manager). */
export function useCreateTeamMilestone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { teamId: number; type: string; title: string; date: string }) =>
      apiFetch<TeamMilestone>(`${USER_BASE}/team-milestone`, { method: 'POST', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['plan', 'team-milestones'] }),
  });
}

/** DELETE /team-milestone/{id} (the team's manager). */
export function useDeleteTeamMilestone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`${USER_BASE}/team-milestone/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['plan', 'team-milestones'] }),
  });
}

/** GET /team-milestone/type-options. */
export function useTeamMilestoneTypes(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['plan', 'team-milestone-types'],
    queryFn: () => apiFetch<{ items: string[] }>(`${USER_BASE}/team-milestone/type-options`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
