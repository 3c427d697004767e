import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoAccountsResponse } from '../../../../shared/contracts/auth';
import { AUTH_BASE, apiFetch } from '../../../lib/api/client';

export function fetchDemoAccounts(): Promise<DemoAccountsResponse> {
  return apiFetch<DemoAccountsResponse>(`${AUTH_BASE}/demo-accounts`, { auth: false });
}

export const demoAccountsQuery = queryOptions({
  queryKey: ['auth', 'demo-accounts'],
  queryFn: fetchDemoAccounts,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useDemoAccounts() {
  return useQuery(demoAccountsQuery);
}
