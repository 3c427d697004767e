import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, USER_BASE } from '../../../lib/api/client';
import { planKeys } from './keys';

type Guests = { items: { id: number; email: string | null; expiresAt: string }[] };

/** GET /agile-plan/plan-guests/{id}: the people the plan is shared with. */
export function usePlanGuests(planId: number, enabled: boolean) {
  return useQuery({
    queryKey: planKeys.guests(planId),
    queryFn: () => apiFetch<Guests>(`${USER_BASE}/agile-plan/plan-guests/${planId}`),
    enabled,
  });
}

/** POST /agile-plan/share-plan: e-mails the guest a link to read and comment. */
export function useSharePlan(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<Guests>(`${USER_BASE}/agile-plan/share-plan`, {
        method: 'POST',
        body: { agilePlanGroupId: planId, email },
      }),
    onSuccess: (guests) => qc.setQueryData(planKeys.guests(planId), guests),
  });
}

/** DELETE /agile-plan/plan-guests/{id}/{guestId}: ends a guest's link. */
export function useRevokeGuest(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guestId: number) =>
      apiFetch<Guests>(`${USER_BASE}/agile-plan/plan-guests/${planId}/${guestId}`, { method: 'DELETE' }),
    onSuccess: (guests) => qc.setQueryData(planKeys.guests(planId), guests),
  });
}
