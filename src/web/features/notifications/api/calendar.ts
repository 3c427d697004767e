import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConferenceBody } from '../../../../shared/contracts/calendar';
import { calendarCalls } from '../../../../shared/contracts/calendar-calls';
import { api } from '../../../lib/api/call';

export const calendarAccountQuery = () =>
  queryOptions({
    queryKey: ['calendar', 'account'] as const,
    queryFn: () => api.call(calendarCalls.account, { query: {} }),
  });

/** GET sync-calendar-url: makes the person's private feed address (the same one on later calls). */
export function useSyncCalendar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(calendarCalls.sync, { query: { originUrl: window.location.href } }),
    onSuccess: (data) => qc.setQueryData(calendarAccountQuery().queryKey, data),
  });
}

/** GET revoke-calendar-access: the address stops working at once. */
export function useRevokeCalendar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(calendarCalls.revoke, {}),
    onSettled: () => qc.invalidateQueries({ queryKey: ['calendar'] }),
  });
}

/** POST authorize-conference-provider: how the person's activity meetings get a video link. */
export function useChooseConference() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConferenceBody) => api.call(calendarCalls.conference, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['calendar'] }),
  });
}
