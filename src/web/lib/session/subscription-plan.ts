import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { SubscriptionPlanResponse } from '../../../shared/contracts/license';
import { apiFetch, LICENSE_BASE } from '../api/client';
import { startupRetry } from '../query-client';

export function fetchSubscriptionPlan(): Promise<SubscriptionPlanResponse> {
  return apiFetch<SubscriptionPlanResponse>(`${LICENSE_BASE}/license/subscription/plan`);
}

export const subscriptionPlanQuery = queryOptions({
  queryKey: ['license', 'plan'],
  queryFn: fetchSubscriptionPlan,
  ...startupRetry,
});

export function useSubscriptionPlan(): SubscriptionPlanResponse {
  return useSuspenseQuery(subscriptionPlanQuery).data;
}
