import { useMutation } from '@tanstack/react-query';
import type { AccessTokenResponse, LoginBody } from '../../../../shared/contracts/auth';
import { AUTH_BASE, apiFetch } from '../../../lib/api/client';

export function login(body: LoginBody): Promise<AccessTokenResponse> {
  return apiFetch<AccessTokenResponse>(`${AUTH_BASE}/login`, { method: 'POST', body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
