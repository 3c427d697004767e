import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { homeCalls } from '../../../../shared/contracts/home-calls';
import { api } from '../../../lib/api/call';

/** GET /api/user/dashboard/next-up: the plan's progress and what is coming. */
export const nextUpQuery = queryOptions({
  queryKey: ['dashboard', 'next-up'],
  queryFn: () => api.call(homeCalls.nextUp),
});

/** Inside a QueryBoundary: suspends while loading, throws to the boundary when the call fails. */
export function useNextUp() {
  return useSuspenseQuery(nextUpQuery).data;
}

/** The same answer where the card shows it only when there (the plan card's progress). */
export function usePlanProgress() {
  return useQuery(nextUpQuery).data?.plan ?? null;
}
