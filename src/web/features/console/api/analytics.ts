import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse } from '../../../../shared/contracts/console';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

export function fetchAnalytics(): Promise<AnalyticsResponse> {
  return apiFetch(`${USER_BASE}/console/analytics`);
}
export const analyticsQuery = queryOptions({ queryKey: ['console', 'analytics'], queryFn: fetchAnalytics });
export function useAnalytics() {
  return useQuery(analyticsQuery);
}
