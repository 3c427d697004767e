import { useMutation } from '@tanstack/react-query';
import type { AccessTokenResponse } from '../../../../shared/contracts/auth';
import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';

export function switchOrg(orgId: number): Promise<AccessTokenResponse> {
  return api.call(authCalls.switchOrg, { query: { org_id: orgId } });
}

export function useSwitchOrg() {
  return useMutation({ mutationFn: switchOrg });
}
