import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleUser } from '../../../../shared/contracts/console';
import { consoleCalls } from '../../../../shared/contracts/console-calls';
import { api } from '../../../lib/api/call';
import { consoleKeys } from './keys';

/** The per-person actions of the users table: each one call, each refreshing the console's lists. */
export function changeRoles(input: { userId: number; roles: string[] }): Promise<ConsoleUser> {
  return api.call(consoleCalls.changeRoles, {
    params: { userId: input.userId },
    body: { roles: input.roles },
  });
}
export function deactivateUser(userId: number): Promise<ConsoleUser> {
  return api.call(consoleCalls.deactivate, { params: { userId } });
}
export function reactivateUser(userId: number): Promise<ConsoleUser> {
  return api.call(consoleCalls.reactivate, { params: { userId } });
}
export function resendInvitation(userId: number): Promise<{ ok: true }> {
  return api.call(consoleCalls.resendInvitation, { params: { userId } });
}

function useConsoleMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
export const useChangeRoles = () => useConsoleMutation(changeRoles);
export const useDeactivateUser = () => useConsoleMutation(deactivateUser);
export const useReactivateUser = () => useConsoleMutation(reactivateUser);
export const useResendInvitation = () => useConsoleMutation(resendInvitation);
