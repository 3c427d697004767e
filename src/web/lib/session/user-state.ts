import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { sessionCalls } from '../../../shared/contracts/session-calls';
import type { UserState } from '../../../shared/contracts/user';
import { api } from '../api/call';
import { startupRetry } from '../query-client';

export function fetchUserState(): Promise<UserState> {
  return api.call(sessionCalls.userState);
}

export const userStateQuery = queryOptions({
  queryKey: ['user', 'state'],
  queryFn: fetchUserState,
  ...startupRetry,
});

/** The signed-in person; the app guard has loaded it before any page renders. */
export function useUserState(): UserState {
  return useSuspenseQuery(userStateQuery).data;
}

/** The person when already loaded, without loading (for the theme and other shell parts). */
export function useCachedUserState(): UserState | undefined {
  return useQuery({ ...userStateQuery, enabled: false }).data;
}
