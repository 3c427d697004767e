import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../shared/contracts/console';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

export function fetchAudit(): Promise<{ items: AuditEntry[] }> {
  return apiFetch(`${USER_BASE}/console/audit`);
}
export const auditQuery = queryOptions({ queryKey: ['console', 'audit'], queryFn: fetchAudit });
export function useAudit() {
  return useQuery(auditQuery);
}
