import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoalDeliverable } from '../../../../shared/contracts/plan';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { type GuestAccess, planKeys } from './keys';

/** GET /get-agile-goal-deliverable/{id} (a guest: /agile-plan/guest/get-agile-goal-deliverable/{id}). */
export function fetchGoals(planId: number, guest?: GuestAccess | null) {
  return guest
    ? api.call(planCalls.guestGoals, { params: { id: planId }, bearer: guest.token })
    : api.call(planCalls.goals, { params: { id: planId } });
}

export const goalsQuery = (planId: number, guest?: GuestAccess | null) =>
  queryOptions({ queryKey: planKeys.goals(planId), queryFn: () => fetchGoals(planId, guest) });

export function useGoals(planId: number, guest?: GuestAccess | null) {
  return useQuery(goalsQuery(planId, guest));
}

/** POST /agile-plan/save-agile-goal-deliverable/{id}: the goals in order. */
export function useSaveGoals(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (items: GoalDeliverable[]) =>
      api.call(planCalls.saveGoals, { params: { id: planId }, body: { items } }),
    onSuccess: (saved) => qc.setQueryData(planKeys.goals(planId), saved),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.goals(planId) }),
  });
}
