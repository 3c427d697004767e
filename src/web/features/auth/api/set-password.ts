import { useMutation } from '@tanstack/react-query';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

/** Sets the password of an invited person; the guest token of the link is the bearer. */
export function setGuestPassword(input: { token: string; password: string }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`${USER_BASE}/guest/set-password`, {
    method: 'POST',
    bearer: input.token,
    body: { password: input.password },
  });
}

export function useSetGuestPassword() {
  return useMutation({ mutationFn: setGuestPassword });
}
