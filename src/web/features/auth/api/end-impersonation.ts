import { useMutation } from '@tanstack/react-query';
import type { AccessTokenResponse } from '../../../../shared/contracts/auth';
import { AUTH_BASE, apiFetch } from '../../../lib/api/client';

export function endImpersonation(): Promise<AccessTokenResponse> {
  return apiFetch<AccessTokenResponse>(`${AUTH_BASE}/end-impersonation`, { method: 'POST' });
}

export function useEndImpersonation() {
  return useMutation({ mutationFn: endImpersonation });
}
