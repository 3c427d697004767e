import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../shared/contracts/call';
import type { TeamActiveSprint, TeamSprintView } from '../../../../shared/contracts/team-sprint';
import { teamSprintCalls } from '../../../../shared/contracts/team-sprint-calls';
import { api } from '../../../lib/api/call';
import { trackEvent } from '../../../lib/tracking/tracking';
import type { DesignBody } from '../../sprint-design';
import { teamSprintKeys } from './keys';

type SaveTeamDesign = CallInput<typeof teamSprintCalls.save>['body'];

/** Puts the saved design (or the started sprint) into the team's cached active sprint. */
function useUpdateActive(teamId: number) {
  const qc = useQueryClient();
  return (patch: (old: TeamActiveSprint) => TeamActiveSprint) =>
    qc.setQueryData<TeamActiveSprint>(teamSprintKeys.active(teamId), (old) => (old ? patch(old) : old));
}

/** POST team-sprint: begins the team's design (select) or saves one step of it. */
export function useSaveTeamDesign(teamId: number) {
  const update = useUpdateActive(teamId);
  return useMutation({
    mutationFn: async (body: DesignBody): Promise<TeamSprintView> =>
      (await api.call(teamSprintCalls.save, { body: { ...body, teamId } as SaveTeamDesign })).data,
    onSuccess: (design) => update((old) => ({ ...old, design })),
  });
}

/** POST team-sprint/{id}/start: every sprint team member is mailed; the navigation opens. */
export function useStartTeamSprint(teamId: number) {
  const qc = useQueryClient();
  const update = useUpdateActive(teamId);
  return useMutation({
    mutationFn: async (id: number): Promise<TeamSprintView> =>
      (await api.call(teamSprintCalls.start, { params: { id } })).data,
    onSuccess: async (sprint) => {
      update((old) => ({ ...old, sprint, design: null }));
      trackEvent('Sprint Started', { teamId });
      await qc.invalidateQueries({ queryKey: teamSprintKeys.summaryOfTeams });
    },
  });
}
