import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanItem } from '../../../../shared/contracts/plan';
import { apiFetch, USER_BASE } from '../../../lib/api/client';
import { type GuestAccess, planKeys } from './keys';

/** GET /get-agile-goal-deliverable/{id} (a guest: /agile-plan/guest/get-agile-goal-deliverable/{id}). */
export function fetchGoals(planId: number, guest?: GuestAccess | null) {
  return apiFetch<{ items: PlanItem[] }>(
    guest
      ? `${USER_BASE}/agile-plan/guest/get-agile-goal-deliverable/${planId}`
      : `${USER_BASE}/get-agile-goal-deliverable/${planId}`,
    { bearer: guest?.token },
  );
}

export function useGoals(planId: number, guest?: GuestAccess | null) {
  return useQuery({ queryKey: planKeys.goals(planId), queryFn: () => fetchGoals(planId, guest) });
}

/** POST /agile-plan/save-agile-goal-deliverable/{id}: the goals in order. */
export function useSaveGoals(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (items: { id?: number; label: string; description?: string | null }[]) =>
      apiFetch<{ items: PlanItem[] }>(`${USER_BASE}/agile-plan/save-agile-goal-deliverable/${planId}`, {
        method: 'POST',
        body: { items },
      }),
    onSuccess: (saved) => qc.setQueryData(planKeys.goals(planId), saved),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.goals(planId) }),
  });
}
