import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureFlagsResponse } from '../../../shared/contracts/license';
import { sessionCalls } from '../../../shared/contracts/session-calls';
import { api } from '../api/call';
import { startupRetry } from '../query-client';

export function fetchFeatureFlags(): Promise<FeatureFlagsResponse> {
  return api.call(sessionCalls.featureFlags);
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
