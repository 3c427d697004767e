import { useQuery } from '@tanstack/react-query';
import { sprintBoardCalls } from '../../../../shared/contracts/sprint-board-calls';
import { api } from '../../../lib/api/call';
import { sprintBoardKeys } from './keys';

/** GET /activity-type/all: the activity codes with their names. */
export function useActivityTypes() {
  return useQuery({
    queryKey: sprintBoardKeys.activityTypes,
    queryFn: async () => (await api.call(sprintBoardCalls.activityTypes, {})).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
