import { useMutation } from '@tanstack/react-query';
import type { AccessTokenResponse, LoginBody } from '../../../../shared/contracts/auth';
import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';

/** Signs in; the server keeps the session in HttpOnly cookies and answers no token (decision 0029). */
export function login(body: Omit<LoginBody, 'session'>): Promise<AccessTokenResponse> {
  return api.call(authCalls.login, { body: { ...body, session: 'cookie' }, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
