import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderResponse } from '../../../../shared/contracts/auth';
import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';
import { authKeys } from './keys';

export function fetchProviders(): Promise<ProviderResponse> {
  return api.call(authCalls.providers, { auth: false });
}

export const providersQuery = queryOptions({
  queryKey: authKeys.providers,
  queryFn: fetchProviders,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useProviders() {
  return useQuery(providersQuery);
}
