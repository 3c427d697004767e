import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleUser } from '../../../../shared/contracts/console';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

export function fetchConsoleUsers(search: string): Promise<{ items: ConsoleUser[] }> {
  return apiFetch(`${USER_BASE}/console/users`, { query: { search: search || undefined } });
}

export const consoleUsersQuery = (search: string) =>
  queryOptions({ queryKey: ['console', 'users', search], queryFn: () => fetchConsoleUsers(search) });

export function useConsoleUsers(search: string) {
  return useQuery({ ...consoleUsersQuery(search), placeholderData: keepPreviousData });
}
