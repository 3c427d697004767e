import { useQuery } from '@tanstack/react-query';
import { sprintFeedbackCalls as c } from '../../../../shared/contracts/sprint-feedback-calls';
import { api } from '../../../lib/api/call';

export const sprintFeedbackKeys = {
  feedback: (sprintId: number) => ['sprint-feedback', 'feedback', sprintId] as const,
  advice: (sprintId: number) => ['sprint-feedback', 'advice', sprintId] as const,
  guest: (token: string) => ['sprint-feedback', 'guest', token] as const,
};

/** GET feedback/findAll: the crew's feedback on the sprint, newest first. */
export function useSprintFeedback(sprintId: number | null) {
  return useQuery({
    queryKey: sprintFeedbackKeys.feedback(sprintId ?? 0),
    queryFn: async () => (await api.call(c.feedback, { query: { sprintId: sprintId! } })).data,
    enabled: sprintId !== null,
  });
}

/** GET advice/findAll: the crew's advice on the sprint, newest first. */
export function useSprintAdvice(sprintId: number | null) {
  return useQuery({
    queryKey: sprintFeedbackKeys.advice(sprintId ?? 0),
    queryFn: async () => (await api.call(c.advice, { query: { sprintId: sprintId! } })).data,
    enabled: sprintId !== null,
  });
}

/** The crew member's calls: the guest link's token is the bearer. */
export const crewGuestApi = (token: string) => ({
  view: async () => (await api.call(c.guestView, { bearer: token })).data,
  feedback: (body: { scores: { itemId: number; score: number }[]; comment?: string }) =>
    api.call(c.guestFeedback, { bearer: token, body }),
  advice: (text: string) => api.call(c.guestAdvice, { bearer: token, body: { text } }),
  remind: (inDays: number) => api.call(c.guestRemind, { bearer: token, body: { inDays } }),
});
