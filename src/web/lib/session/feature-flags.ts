import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureFlagsResponse } from '../../../shared/contracts/license';
import { apiFetch, LICENSE_BASE } from '../api/client';
import { startupRetry } from '../query-client';

export function fetchFeatureFlags(): Promise<FeatureFlagsResponse> {
  return apiFetch<FeatureFlagsResponse>(`${LICENSE_BASE}/feature-flags`);
}

export const featureFlagsQuery = queryOptions({
  queryKey: ['license', 'feature-flags'],
  queryFn: fetchFeatureFlags,
  ...startupRetry,
});

/** Flags by name; while unknown (or if the call failed) every flag reads as off. */
export function useFeatureFlags(): Record<string, boolean> {
  return useQuery(featureFlagsQuery).data?.flags ?? {};
}
