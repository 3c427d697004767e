import { useQuery } from '@tanstack/react-query';
import { sprintBoardCalls } from '../../../../shared/contracts/sprint-board-calls';
import { api } from '../../../lib/api/call';
import { sprintBoardKeys } from './keys';

/** GET /user-sprint/summary/{id}: one of the person's sprints (the portfolio's read-only view). */
export function useSprintSummary(id: number | null) {
  return useQuery({
    queryKey: sprintBoardKeys.summary(id ?? 0),
    queryFn: async () => (await api.call(sprintBoardCalls.summary, { params: { id: id ?? 0 } })).data,
    enabled: !!id,
  });
}
