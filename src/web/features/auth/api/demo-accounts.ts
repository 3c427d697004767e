import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoAccountsResponse } from '../../../../shared/contracts/auth';
import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';
import { authKeys } from './keys';

export function fetchDemoAccounts(): Promise<DemoAccountsResponse> {
  return api.call(authCalls.demoAccounts, { auth: false });
}

export const demoAccountsQuery = queryOptions({
  queryKey: authKeys.demoAccounts,
  queryFn: fetchDemoAccounts,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useDemoAccounts() {
  return useQuery(demoAccountsQuery);
}
