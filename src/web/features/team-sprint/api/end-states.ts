import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../shared/contracts/call';
import { teamSprintCalls } from '../../../../shared/contracts/team-sprint-calls';
import { api } from '../../../lib/api/call';
import { teamSprintKeys } from './keys';

/** After an end state the team's sprint, its navigation and the portfolio change: read them again. */
function useRefreshAll() {
  const qc = useQueryClient();
  return async () => {
    await qc.invalidateQueries({ queryKey: teamSprintKeys.all });
    await qc.invalidateQueries({ queryKey: ['teams'] });
  };
}

export type TeamSprintEnd = 'extend' | 'cancel' | 'incomplete' | 'portfolio';

/** The manager's end states: extend 2 weeks, cancel, save as incomplete, save to the team portfolio. */
export function useEndTeamSprint() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: async ({ id, end }: { id: number; end: TeamSprintEnd }) => {
      const params = { id };
      if (end === 'extend')
        return (await api.call(teamSprintCalls.extend, { params, query: { extendedDuration: 2 } })).data;
      if (end === 'cancel') return (await api.call(teamSprintCalls.cancel, { params, query: {} })).data;
      if (end === 'incomplete') return (await api.call(teamSprintCalls.saveToIncomplete, { params })).data;
      return (await api.call(teamSprintCalls.saveToPortfolio, { params })).data;
    },
    onSuccess: refresh,
  });
}

/** POST team-sprint/share: mails the sprint to someone. */
export function useShareTeamSprint() {
  return useMutation({
    mutationFn: async (body: CallInput<typeof teamSprintCalls.share>['body']) =>
      (await api.call(teamSprintCalls.share, { body })).data,
  });
}

/** POST team-sprint/sendTeamSprintReminder/{id}: reminds one sprint team member. */
export function useRemindMember(sprintId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (teamMemberId: number) =>
      (
        await api.call(teamSprintCalls.remind, {
          params: { id: sprintId },
          body: { id: sprintId, teamMemberId },
        })
      ).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamSprintKeys.summary(sprintId) }),
  });
}
