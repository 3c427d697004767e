import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NetworkEntry, SaveNetworkBody, ScheduleMeetingBody } from '../../../../shared/contracts/plan';
import { apiFetch, USER_BASE } from '../../../lib/api/client';
import { type GuestAccess, planCall, planKeys } from './keys';

/** GET /agile-plan/get-agile-network-list/{id} (page 0, size 9999, ascending by id). */
export function useNetwork(planId: number, guest?: GuestAccess | null) {
  return useQuery({
    queryKey: planKeys.network(planId),
    queryFn: () => {
      const { path, bearer } = planCall(`get-agile-network-list/${planId}`, guest);
      return apiFetch<{ items: NetworkEntry[]; total: number }>(path, {
        bearer,
        query: { pageNo: 0, pageSize: 9999, ascending: true, sortBy: 'id' },
      });
    },
  });
}

/** POST /agile-plan/save-agile-network: adds (and invites by e-mail) or edits. */
export function useSaveNetwork(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNetworkBody) =>
      apiFetch<NetworkEntry>(`${USER_BASE}/agile-plan/save-agile-network`, { method: 'POST', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.network(planId) }),
  });
}

/** DELETE /agile-plan/delete-agile-network. */
export function useDeleteNetwork(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`${USER_BASE}/agile-plan/delete-agile-network`, {
        method: 'DELETE',
        body: { id, agilePlanGroupId: planId },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.network(planId) }),
  });
}

/** GET /agile-plan/resend-agile-network/{id}. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ resent: true }>(`${USER_BASE}/agile-plan/resend-agile-network/${id}`),
  });
}

export interface Meeting {
  id: number;
  networkId: number;
  withName: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  location: string | null;
}

/** GET /agile-plan/schedule-meeting?agilePlanGroupId (a guest: /agile-plan/guest/schedule-meeting/{id}). */
export function useMeetings(planId: number, guest?: GuestAccess | null) {
  return useQuery({
    queryKey: planKeys.meetings(planId),
    queryFn: () =>
      guest
        ? apiFetch<{ items: Meeting[] }>(`${USER_BASE}/agile-plan/guest/schedule-meeting/${planId}`, {
            bearer: guest.token,
          })
        : apiFetch<{ items: Meeting[] }>(`${USER_BASE}/agile-plan/schedule-meeting`, {
            query: { agilePlanGroupId: planId },
          }),
  });
}

/** POST /agile-plan/schedule-meeting: the member gets an e-mail with an .ics. */
export function useScheduleMeeting(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleMeetingBody) =>
      apiFetch<Meeting>(`${USER_BASE}/agile-plan/schedule-meeting`, { method: 'POST', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.meetings(planId) }),
  });
}

/** POST /agile-plan/guest/accept-network-invitation with the e-mailed token. */
export function acceptNetworkInvitation(token: string) {
  return apiFetch<{ ownerName: string; status: 'COMPLETED' }>(
    `${USER_BASE}/agile-plan/guest/accept-network-invitation`,
    { method: 'POST', bearer: token },
  );
}
