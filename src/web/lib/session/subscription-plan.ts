import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { SubscriptionPlanResponse } from '../../../shared/contracts/license';
import { sessionCalls } from '../../../shared/contracts/session-calls';
import { api } from '../api/call';
import { startupRetry } from '../query-client';

export function fetchSubscriptionPlan(): Promise<SubscriptionPlanResponse> {
  return api.call(sessionCalls.subscriptionPlan);
}

export const subscriptionPlanQuery = queryOptions({
  queryKey: ['license', 'plan'],
  queryFn: fetchSubscriptionPlan,
  ...startupRetry,
});

export function useSubscriptionPlan(): SubscriptionPlanResponse {
  return useSuspenseQuery(subscriptionPlanQuery).data;
}
