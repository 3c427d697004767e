import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkInCalls } from '../../../../shared/contracts/check-in-calls';
import type { UpdateCheckInBody } from '../../../../shared/contracts/check-ins';
import { api } from '../../../lib/api/call';

export const checkInKeys = {
  all: ['check-ins'] as const,
  current: (sprintId: number) => ['check-ins', 'current', sprintId] as const,
  feedback: (checkInId: number) => ['check-ins', 'feedback', checkInId] as const,
  teamSprint: (sprintId: number) => ['check-ins', 'team-sprint', sprintId] as const,
};

/** GET check-in/findCurrentCheckIn: the latest check-in due of the sprint (null before the first). */
export function useCurrentCheckIn(sprintId: number | null | undefined) {
  return useQuery({
    queryKey: checkInKeys.current(sprintId ?? 0),
    enabled: !!sprintId,
    queryFn: async () =>
      (
        await api.call(checkInCalls.current, {
          query: { sprintId: sprintId as number, currentDate: new Date().toISOString() },
        })
      ).data,
  });
}

/** GET check-in/feedback: what the crew said since the check-in before this one. */
export function useCheckInFeedback(checkInId: number | null) {
  return useQuery({
    queryKey: checkInKeys.feedback(checkInId ?? 0),
    enabled: !!checkInId,
    queryFn: async () =>
      (await api.call(checkInCalls.feedback, { query: { checkInId: checkInId as number } })).data,
  });
}

/** PUT check-in/update: saves one step (and completes or skips). */
export function useUpdateCheckIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCheckInBody) => (await api.call(checkInCalls.update, { body })).data,
    onSuccess: (saved) => {
      qc.setQueryData(checkInKeys.current(saved.sprintId), saved);
      // the dashboard's timeline and the items' current percentages change when it closes
      if (saved.status === 'COMPLETED' || saved.status === 'SKIPPED') void qc.invalidateQueries();
    },
  });
}

/** GET check-in/rate: rates a completed check-in 1-5, once. */
export function useRateCheckIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (q: { checkInId: number; rating: number }) =>
      (await api.call(checkInCalls.rate, { query: q })).data,
    onSuccess: (saved) => qc.setQueryData(checkInKeys.current(saved.sprintId), saved),
  });
}
