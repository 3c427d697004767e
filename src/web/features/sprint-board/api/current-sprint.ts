import { useQuery } from '@tanstack/react-query';
import { sprintBoardCalls } from '../../../../shared/contracts/sprint-board-calls';
import { api } from '../../../lib/api/call';
import { sprintBoardKeys } from './keys';

/** GET /user-sprint/summary: the person's sprint in progress as the dashboard shows it, or null. */
export function useCurrentSprint() {
  return useQuery({
    queryKey: sprintBoardKeys.current,
    queryFn: async () => (await api.call(sprintBoardCalls.current, {})).data,
  });
}
