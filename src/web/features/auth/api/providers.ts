import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderResponse } from '../../../../shared/contracts/auth';
import { AUTH_BASE, apiFetch } from '../../../lib/api/client';

export function fetchProviders(): Promise<ProviderResponse> {
  return apiFetch<ProviderResponse>(`${AUTH_BASE}/provider`, { auth: false });
}

export const providersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: fetchProviders,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useProviders() {
  return useQuery(providersQuery);
}
