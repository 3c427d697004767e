import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

export interface OrgMember {
  userId: number;
  fullName: string;
  email: string;
  roles: string[];
}

export function fetchOrgMembers(): Promise<{ items: OrgMember[] }> {
  return apiFetch<{ items: OrgMember[] }>(`${USER_BASE}/users/org-members`);
}

export const orgMembersQuery = queryOptions({ queryKey: ['user', 'org-members'], queryFn: fetchOrgMembers });

export function useOrgMembers(enabled: boolean) {
  return useQuery({ ...orgMembersQuery, enabled });
}
