import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../shared/contracts/call';
import type { KanbanWeek } from '../../../../shared/contracts/team-sprint';
import { teamSprintCalls } from '../../../../shared/contracts/team-sprint-calls';
import type { ActionStatus } from '../../../../shared/sprint-enums';
import { api } from '../../../lib/api/call';
import { teamSprintKeys } from './keys';

/** The viewer's zone: the server converts every meeting time to it. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * GET activity/findAllActivityByTeamId/{teamId}: every member's activities of the team sprint in progress, of the
 * week the board shows (the sprint's current week when none is chosen yet) or of the whole sprint; the previous
 * week stays on screen while the next one loads.
 */
export function useTeamActivities(teamId: number, week?: KanbanWeek) {
  const timeZone = viewerZone();
  return useQuery({
    queryKey: teamSprintKeys.activities(teamId, timeZone, week ?? 'current'),
    queryFn: async () =>
      (
        await api.call(teamSprintCalls.teamActivities, {
          params: { id: teamId },
          query: week === undefined ? { timeZone } : { timeZone, week },
        })
      ).data,
    enabled: teamId > 0,
    placeholderData: keepPreviousData,
  });
}

const useRefresh = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: teamSprintKeys.all });
};

/** POST team-sprint/activity (create or update). */
export function useSaveTeamActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CallInput<typeof teamSprintCalls.saveActivity>['body']) =>
      api.call(teamSprintCalls.saveActivity, { body }),
    onSuccess: refresh,
  });
}

export function useMoveTeamActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { id: number; status: 'TODO' | 'IN_PROGRESS' | 'DONE'; index: number }) =>
      api.call(teamSprintCalls.moveActivity, { body }),
    onSettled: refresh,
  });
}

export function useDoneTeamActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(teamSprintCalls.doneActivity, { body: { id } }),
    onSuccess: refresh,
  });
}

export function useDeleteTeamActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(teamSprintCalls.deleteActivity, { params: { id } }),
    onSuccess: refresh,
  });
}

/** GET team-sprint/action-detail/update-status: the action's lead or the manager ticks it done (or reopens it). */
export function useTeamActionStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { actionDetailId: number; status: ActionStatus }) =>
      api.call(teamSprintCalls.actionStatus, { query: input }),
    onSuccess: refresh,
  });
}

/** DELETE team-sprint/action-detail/{id}: the action's lead or the manager deletes it. */
export function useDeleteTeamAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(teamSprintCalls.deleteAction, { params: { id } }),
    onSuccess: refresh,
  });
}
