import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sprintBoardCalls } from '../../../../shared/contracts/sprint-board-calls';
import { api } from '../../../lib/api/call';
import { sprintBoardKeys } from './keys';

/** POST /sprint-review: 1 extend, 2 cancel, 3 portfolio, 4 incomplete. */
export function useSprintReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { sprintId: number; choice: number; reflection: string | null }) =>
      api.call(sprintBoardCalls.review, { body }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** POST /user-sprint/stop-early/{id}. */
export function useStopEarly() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(sprintBoardCalls.stopEarly, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sprintBoardKeys.all }),
  });
}
