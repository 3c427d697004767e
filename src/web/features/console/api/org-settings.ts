import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgSettings, OrgSettingsBody } from '../../../../shared/contracts/console';
import { apiFetch, USER_BASE } from '../../../lib/api/client';
import { userStateQuery } from '../../../lib/session/user-state';

export function fetchOrgSettings(): Promise<OrgSettings> {
  return apiFetch(`${USER_BASE}/console/settings`);
}
export const orgSettingsQuery = queryOptions({
  queryKey: ['console', 'settings'],
  queryFn: fetchOrgSettings,
});
export function useOrgSettings() {
  return useQuery(orgSettingsQuery);
}

export function saveOrgSettings(body: OrgSettingsBody): Promise<OrgSettings> {
  return apiFetch(`${USER_BASE}/console/settings`, { method: 'PUT', body });
}
export function useSaveOrgSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveOrgSettings,
    onSuccess: (saved) => {
      qc.setQueryData(orgSettingsQuery.queryKey, saved);
      // the organisation's name and settings are part of the current user
      void qc.invalidateQueries({ queryKey: userStateQuery.queryKey });
      void qc.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}
