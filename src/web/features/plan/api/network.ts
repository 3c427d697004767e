import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { meeting, SaveNetworkBody, ScheduleMeetingBody } from '../../../../shared/contracts/plan';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { type GuestAccess, planKeys } from './keys';

export type Meeting = z.infer<typeof meeting>;

/** GET /agile-plan/get-agile-network-list/{id} (page 0, size 9999, ascending by id). */
export const networkQuery = (planId: number, guest?: GuestAccess | null) =>
  queryOptions({
    queryKey: planKeys.network(planId),
    queryFn: () => {
      const input = {
        params: { id: planId },
        query: { pageNo: 0, pageSize: 9999, ascending: 'true', sortBy: 'id' } as const,
      };
      return guest
        ? api.call(planCalls.guestNetwork, { ...input, bearer: guest.token })
        : api.call(planCalls.network, input);
    },
  });

export function useNetwork(planId: number, guest?: GuestAccess | null) {
  return useQuery(networkQuery(planId, guest));
}

/** POST /agile-plan/save-agile-network: adds (and invites by e-mail) or edits. */
export function useSaveNetwork(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNetworkBody) => api.call(planCalls.saveNetworkMember, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.network(planId) }),
  });
}

/** DELETE /agile-plan/delete-agile-network. */
export function useDeleteNetwork(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(planCalls.deleteNetworkMember, { body: { id, agilePlanGroupId: planId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.network(planId) }),
  });
}

/** GET /agile-plan/resend-agile-network/{id}. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: number) => api.call(planCalls.resendInvitation, { params: { id } }),
  });
}

/** GET /agile-plan/schedule-meeting?agilePlanGroupId (a guest: /agile-plan/guest/schedule-meeting/{id}). */
export const meetingsQuery = (planId: number, guest?: GuestAccess | null) =>
  queryOptions({
    queryKey: planKeys.meetings(planId),
    queryFn: () =>
      guest
        ? api.call(planCalls.guestMeetings, { params: { id: planId }, bearer: guest.token })
        : api.call(planCalls.meetings, { query: { agilePlanGroupId: planId } }),
  });

export function useMeetings(planId: number, guest?: GuestAccess | null) {
  return useQuery(meetingsQuery(planId, guest));
}

/** POST /agile-plan/schedule-meeting: the member gets an e-mail with an .ics. */
export function useScheduleMeeting(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleMeetingBody) => api.call(planCalls.scheduleMeeting, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.meetings(planId) }),
  });
}

/** GET /agile-plan/guest/network-invitation: who invites, in which role (reading changes nothing). */
export function fetchNetworkInvitation(token: string) {
  return api.call(planCalls.networkInvitation, { bearer: token });
}

/** POST /agile-plan/guest/accept-network-invitation with the e-mailed token, when the person presses Accept. */
export function acceptNetworkInvitation(token: string) {
  return api.call(planCalls.acceptNetworkInvitation, { bearer: token });
}
