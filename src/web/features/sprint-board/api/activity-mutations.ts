import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../shared/contracts/call';
import type { SprintSummary } from '../../../../shared/contracts/sprint-board';
import { sprintBoardCalls } from '../../../../shared/contracts/sprint-board-calls';
import { api } from '../../../lib/api/call';
import { sprintBoardKeys } from './keys';

const useRefresh = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: sprintBoardKeys.all });
};

/** POST /activity (create or update). */
export function useSaveActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CallInput<typeof sprintBoardCalls.saveActivity>['body']) =>
      api.call(sprintBoardCalls.saveActivity, { body }),
    onSuccess: refresh,
  });
}

/** DELETE /activity/{id}. */
export function useDeleteActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(sprintBoardCalls.deleteActivity, { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST /activity/done. */
export function useDoneActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(sprintBoardCalls.doneActivity, { body: { id } }),
    onSuccess: refresh,
  });
}

/** POST /activity/invitation/{id}. */
export function useSendInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(sprintBoardCalls.sendInvitation, { params: { id } }),
    onSuccess: refresh,
  });
}

type Move = { id: number; status: 'TODO' | 'IN_PROGRESS' | 'DONE'; index: number };
/** POST /activity/move: the card moves at once on the board (optimistic), the server confirms. */
export function useMoveActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (move: Move) => api.call(sprintBoardCalls.moveActivity, { body: move }),
    onMutate: async (move: Move) => {
      await qc.cancelQueries({ queryKey: sprintBoardKeys.current });
      const before = qc.getQueryData<SprintSummary | null>(sprintBoardKeys.current);
      if (before) {
        const place = <T extends { id: number; status: string }>(list: T[]) =>
          list.map((a) => (a.id === move.id ? { ...a, status: move.status, position: -1 + move.index } : a));
        qc.setQueryData(sprintBoardKeys.current, {
          ...before,
          actions: before.actions.map((a) => ({ ...a, activities: place(a.activities) })),
          otherActivities: place(before.otherActivities),
        });
      }
      return { before };
    },
    onError: (_e, _m, ctx) => {
      if (ctx?.before) qc.setQueryData(sprintBoardKeys.current, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: sprintBoardKeys.all }),
  });
}
