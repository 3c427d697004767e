import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '../../../../shared/contracts/teams';
import { apiFetch } from '../../../lib/api/client';
import { TEAM_BASE, teamKeys } from './keys';

/** POST /teams/team-membership-orgs: adds organisation members (each gets an e-mail). */
export function useAddMembers(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: number[]) =>
      (
        await apiFetch<{ data: TeamMember[] }>(`${TEAM_BASE}/teams/team-membership-orgs`, {
          method: 'POST',
          body: { teamId, userIds },
        })
      ).data,
    onSuccess: (members) => {
      qc.setQueryData(teamKeys.members(teamId), members);
      void qc.invalidateQueries({ queryKey: teamKeys.team(teamId) });
    },
  });
}
