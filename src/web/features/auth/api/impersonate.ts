import { useMutation } from '@tanstack/react-query';
import type { AccessTokenResponse } from '../../../../shared/contracts/auth';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

export function impersonate(userId: number): Promise<AccessTokenResponse> {
  return apiFetch<AccessTokenResponse>(`${USER_BASE}/users/impersonate/${userId}`, { method: 'POST' });
}

export function useImpersonate() {
  return useMutation({ mutationFn: impersonate });
}
