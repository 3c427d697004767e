import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client';
import { TEAM_BASE, teamKeys } from './keys';

/** DELETE /teams/removeOrgTeamMember/{id} (id: the member row). */
export function useRemoveMember(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) =>
      apiFetch(`${TEAM_BASE}/teams/removeOrgTeamMember/${memberId}`, { method: 'DELETE' }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: teamKeys.members(teamId) });
      void qc.invalidateQueries({ queryKey: teamKeys.team(teamId) });
    },
  });
}
