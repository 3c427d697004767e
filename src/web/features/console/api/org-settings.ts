import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgSettings, OrgSettingsBody } from '../../../../shared/contracts/console';
import { consoleCalls } from '../../../../shared/contracts/console-calls';
import { api } from '../../../lib/api/call';
import { userStateQuery } from '../../../lib/session/user-state';
import { consoleKeys } from './keys';

export function fetchOrgSettings(): Promise<OrgSettings> {
  return api.call(consoleCalls.settings);
}
export const orgSettingsQuery = queryOptions({
  queryKey: consoleKeys.settings,
  queryFn: fetchOrgSettings,
});
export function useOrgSettings() {
  return useQuery(orgSettingsQuery);
}

export function saveOrgSettings(body: OrgSettingsBody): Promise<OrgSettings> {
  return api.call(consoleCalls.saveSettings, { body });
}
export function useSaveOrgSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveOrgSettings,
    onSuccess: (saved) => {
      qc.setQueryData(orgSettingsQuery.queryKey, saved);
      // the organisation's name and settings are part of the current user
      void qc.invalidateQueries({ queryKey: userStateQuery.queryKey });
      void qc.invalidateQueries({ queryKey: consoleKeys.audit });
    },
  });
}
