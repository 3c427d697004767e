import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse } from '../../../../shared/contracts/console';
import { consoleCalls } from '../../../../shared/contracts/console-calls';
import { api } from '../../../lib/api/call';
import { consoleKeys } from './keys';

export function fetchAnalytics(): Promise<AnalyticsResponse> {
  return api.call(consoleCalls.analytics);
}
export const analyticsQuery = queryOptions({ queryKey: consoleKeys.analytics, queryFn: fetchAnalytics });
export function useAnalytics() {
  return useQuery(analyticsQuery);
}
