import { useMutation } from '@tanstack/react-query';
import type { AccessTokenResponse } from '../../../../shared/contracts/auth';
import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';

export function endImpersonation(): Promise<AccessTokenResponse> {
  return api.call(authCalls.endImpersonation);
}

export function useEndImpersonation() {
  return useMutation({ mutationFn: endImpersonation });
}
