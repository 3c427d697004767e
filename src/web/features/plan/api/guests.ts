import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { planKeys } from './keys';

/** GET /agile-plan/plan-guests/{id}: the people the plan is shared with. */
export const planGuestsQuery = (planId: number) =>
  queryOptions({
    queryKey: planKeys.guests(planId),
    queryFn: () => api.call(planCalls.guests, { params: { id: planId } }),
  });

export function usePlanGuests(planId: number, enabled: boolean) {
  return useQuery({ ...planGuestsQuery(planId), enabled });
}

/** POST /agile-plan/share-plan: e-mails the guest a link to read and comment. */
export function useSharePlan(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.call(planCalls.share, { body: { agilePlanGroupId: planId, email } }),
    onSuccess: (guests) => qc.setQueryData(planKeys.guests(planId), guests),
  });
}

/** DELETE /agile-plan/plan-guests/{id}/{guestId}: ends a guest's link. */
export function useRevokeGuest(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (guestId: number) => api.call(planCalls.revokeGuest, { params: { id: planId, guestId } }),
    onSuccess: (guests) => qc.setQueryData(planKeys.guests(planId), guests),
  });
}
