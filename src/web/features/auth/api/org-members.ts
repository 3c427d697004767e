import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls, type OrgMember } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';
import { authKeys } from './keys';

export type { OrgMember };

export function fetchOrgMembers(): Promise<{ items: OrgMember[] }> {
  return api.call(authCalls.orgMembers);
}

export const orgMembersQuery = queryOptions({ queryKey: authKeys.orgMembers, queryFn: fetchOrgMembers });

export function useOrgMembers(enabled: boolean) {
  return useQuery({ ...orgMembersQuery, enabled });
}
