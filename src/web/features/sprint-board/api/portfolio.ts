import { useQuery } from '@tanstack/react-query';
import { sprintBoardCalls } from '../../../../shared/contracts/sprint-board-calls';
import { api } from '../../../lib/api/call';
import { sprintBoardKeys } from './keys';

/** GET /user-sprint/portfolio: the person's ended sprints by year. */
export function usePortfolio() {
  return useQuery({
    queryKey: sprintBoardKeys.portfolio(null),
    queryFn: async () => (await api.call(sprintBoardCalls.portfolio, { query: {} })).data,
  });
}
