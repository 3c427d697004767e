import { useMutation } from '@tanstack/react-query';
import type { AccessTokenResponse } from '../../../../shared/contracts/auth';
import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';

export function impersonate(userId: number): Promise<AccessTokenResponse> {
  return api.call(authCalls.impersonate, { params: { userId } });
}

export function useImpersonate() {
  return useMutation({ mutationFn: impersonate });
}
