import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTeamMilestoneBody, teamMilestone } from '../../../../shared/contracts/plan';
import { teamMilestoneCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

export type TeamMilestone = z.infer<typeof teamMilestone>;

/** The milestones of the person's teams (GET /team-milestone/my-teams). */
export const myTeamMilestonesQuery = () =>
  queryOptions({ queryKey: teamKeys.milestones, queryFn: () => api.call(teamMilestoneCalls.mine) });

export function useMyTeamMilestones(enabled = true) {
  return useQuery({ ...myTeamMilestonesQuery(), enabled });
}

/** GET /team-milestone/type-options. */
export const teamMilestoneTypesQuery = () =>
  queryOptions({
    queryKey: teamKeys.milestoneTypes,
    queryFn: () => api.call(teamMilestoneCalls.types),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTeamMilestoneTypes(enabled = true) {
  return useQuery({ ...teamMilestoneTypesQuery(), enabled });
}

/** GET /team-milestone/mark-as-done/{id}. */
export function useMarkTeamMilestoneDone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(teamMilestoneCalls.markDone, { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: teamKeys.milestones }),
  });
}

/** POST /team-milestone (the team's manager). */
export function useCreateTeamMilestone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createTeamMilestoneBody>) =>
      api.call(teamMilestoneCalls.create, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: teamKeys.milestones }),
  });
}

/** DELETE /team-milestone/{id} (the team's manager). */
export function useDeleteTeamMilestone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(teamMilestoneCalls.remove, { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: teamKeys.milestones }),
  });
}
