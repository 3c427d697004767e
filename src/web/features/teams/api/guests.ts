import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddGuestsBody } from '../../../../shared/contracts/team-invitations';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** POST /teams/team-membership-guests: invites guests from outside (each gets an e-mail with a link). */
export function useAddGuests(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (guests: AddGuestsBody['guests']) =>
      (await api.call(teamCalls.addGuests, { body: { teamId, guests } })).data,
    onSuccess: (members) => qc.setQueryData(teamKeys.members(teamId), members),
  });
}

/** POST /teams/sendEmail: sends a pending guest a new link (the old one stops working). */
export function useResendInvitation(teamId: number) {
  return useMutation({
    mutationFn: (memberId: number) => api.call(teamCalls.resendInvitation, { body: { teamId, memberId } }),
  });
}

/** DELETE /teams/removeGuestTeamMember/{id} (id: the member row). */
export function useRemoveGuest(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => api.call(teamCalls.removeGuest, { params: { id: memberId } }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: teamKeys.members(teamId) });
      void qc.invalidateQueries({ queryKey: teamKeys.team(teamId) });
    },
  });
}

/** What the invitation link shows; the link's token is the bearer. */
export const invitationPreview = async (token: string) =>
  (await api.call(teamCalls.invitation, { bearer: token })).data;
/** Accepts the invitation (sets the password when the account has none). */
export const acceptInvitation = async (token: string, password?: string) =>
  (await api.call(teamCalls.acceptInvitation, { bearer: token, body: password ? { password } : {} })).data;
