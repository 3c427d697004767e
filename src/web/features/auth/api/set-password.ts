import { useMutation } from '@tanstack/react-query';
import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';

/** Sets the password of an invited person; the guest token of the link is the bearer. */
export function setGuestPassword(input: { token: string; password: string }): Promise<{ ok: true }> {
  return api.call(authCalls.setGuestPassword, { bearer: input.token, body: { password: input.password } });
}

export function useSetGuestPassword() {
  return useMutation({ mutationFn: setGuestPassword });
}
