import { useMutation } from '@tanstack/react-query';
import type { AccessTokenResponse } from '../../../../shared/contracts/auth';
import { AUTH_BASE, apiFetch } from '../../../lib/api/client';

export function switchOrg(orgId: number): Promise<AccessTokenResponse> {
  return apiFetch<AccessTokenResponse>(`${AUTH_BASE}/switch-org`, { query: { org_id: orgId } });
}

export function useSwitchOrg() {
  return useMutation({ mutationFn: switchOrg });
}
