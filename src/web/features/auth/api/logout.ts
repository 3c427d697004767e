import { useMutation } from '@tanstack/react-query';
import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';

export function logout(): Promise<{ logout_url: string }> {
  return api.call(authCalls.logout);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
