import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleUser } from '../../../../shared/contracts/console';
import { consoleCalls } from '../../../../shared/contracts/console-calls';
import { api } from '../../../lib/api/call';
import { consoleKeys } from './keys';

export function fetchConsoleUsers(search: string): Promise<{ items: ConsoleUser[] }> {
  return api.call(consoleCalls.users, { query: { search: search || undefined } });
}

export const consoleUsersQuery = (search: string) =>
  queryOptions({ queryKey: consoleKeys.users(search), queryFn: () => fetchConsoleUsers(search) });

export function useConsoleUsers(search: string) {
  return useQuery({ ...consoleUsersQuery(search), placeholderData: keepPreviousData });
}
