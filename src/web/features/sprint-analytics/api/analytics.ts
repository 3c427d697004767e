import { useQuery } from '@tanstack/react-query';
import { checkInCalls } from '../../../../shared/contracts/check-in-calls';
import { api } from '../../../lib/api/call';

/** GET /user-sprint/analytics/{id}: the sprint's weekly analytics (crew numbers only where allowed). */
export function useSprintAnalytics(sprintId: number | null | undefined) {
  return useQuery({
    queryKey: ['sprint-analytics', sprintId ?? 0],
    enabled: !!sprintId,
    queryFn: async () =>
      (await api.call(checkInCalls.analytics, { params: { id: sprintId as number } })).data,
  });
}
