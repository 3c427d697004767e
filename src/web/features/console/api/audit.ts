import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../shared/contracts/console';
import { consoleCalls } from '../../../../shared/contracts/console-calls';
import { api } from '../../../lib/api/call';
import { consoleKeys } from './keys';

export function fetchAudit(): Promise<{ items: AuditEntry[] }> {
  return api.call(consoleCalls.audit);
}
export const auditQuery = queryOptions({ queryKey: consoleKeys.audit, queryFn: fetchAudit });
export function useAudit() {
  return useQuery(auditQuery);
}
