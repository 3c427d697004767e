import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleUser } from '../../../../shared/contracts/console';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

/** The per-person actions of the users table: each one call, each refreshing the console's lists. */
export function changeRoles(input: { userId: number; roles: string[] }): Promise<ConsoleUser> {
  return apiFetch(`${USER_BASE}/console/users/${input.userId}/roles`, {
    method: 'PUT',
    body: { roles: input.roles },
  });
}
export function deactivateUser(userId: number): Promise<ConsoleUser> {
  return apiFetch(`${USER_BASE}/console/users/${userId}/deactivate`, { method: 'POST' });
}
export function reactivateUser(userId: number): Promise<ConsoleUser> {
  return apiFetch(`${USER_BASE}/console/users/${userId}/reactivate`, { method: 'POST' });
}
export function resendInvitation(userId: number): Promise<{ ok: true }> {
  return apiFetch(`${USER_BASE}/console/users/${userId}/resend-invitation`, { method: 'POST' });
}

function useConsoleMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }) });
}
export const useChangeRoles = () => useConsoleMutation(changeRoles);
export const useDeactivateUser = () => useConsoleMutation(deactivateUser);
export const useReactivateUser = () => useConsoleMutation(reactivateUser);
export const useResendInvitation = () => useConsoleMutation(resendInvitation);
