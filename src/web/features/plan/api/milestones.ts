import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveMilestoneBody } from '../../../../shared/contracts/plan';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { planKeys } from './keys';

/** POST /agile-plan/save-agile-milestone. */
export function useSaveMilestone(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMilestoneBody) => api.call(planCalls.saveMilestone, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.plan(planId) }),
  });
}

/** DELETE /agile-plan/delete-agile-milestone. */
export function useDeleteMilestone(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(planCalls.deleteMilestone, { body: { id, agilePlanGroupId: planId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.plan(planId) }),
  });
}
