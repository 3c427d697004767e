import { useMutation } from '@tanstack/react-query';
import type { AccessTokenResponse, LoginBody } from '../../../../shared/contracts/auth';
import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';

export function login(body: LoginBody): Promise<AccessTokenResponse> {
  return api.call(authCalls.login, { body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
