import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanList } from '../../../../shared/contracts/plan';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { planKeys } from './keys';

/** The caller's plans (this year's created on the first visit), or a member's for a manager with viewing rights. */
export function fetchPlanList(userId?: number): Promise<PlanList> {
  return userId ? api.call(planCalls.listOf, { params: { userId } }) : api.call(planCalls.list);
}

export const planListQuery = (userId?: number) =>
  queryOptions({ queryKey: planKeys.list(userId), queryFn: () => fetchPlanList(userId), retry: false });

export function usePlanList(userId?: number) {
  return useQuery(planListQuery(userId));
}
