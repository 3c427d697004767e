import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StandUpAnswer, StandUpBody, TeamSprintSummary } from '../../../../shared/contracts/team-sprint';
import { teamSprintCalls } from '../../../../shared/contracts/team-sprint-calls';
import { api } from '../../../lib/api/call';
import { teamSprintKeys } from './keys';

/** Puts an answer into the cached dashboard: it replaces the member's answer of that day, newest first. */
export function mergeStandUp(list: StandUpAnswer[], answer: StandUpAnswer): StandUpAnswer[] {
  const rest = list.filter((a) => a.id !== answer.id);
  return [answer, ...rest].sort(
    (a, b) => b.date.localeCompare(a.date) || b.updatedAt.localeCompare(a.updatedAt),
  );
}

export function usePutStandUp() {
  const qc = useQueryClient();
  return (answer: StandUpAnswer) =>
    qc.setQueryData<TeamSprintSummary>(teamSprintKeys.summary(answer.sprintId), (old) =>
      old ? { ...old, standUps: mergeStandUp(old.standUps, answer) } : old,
    );
}

/** POST team-sprint/stand-up: the viewer's answers of today (done, next, blockers). */
export function useSaveStandUp() {
  const put = usePutStandUp();
  return useMutation({
    mutationFn: async (body: StandUpBody) => (await api.call(teamSprintCalls.saveStandUp, { body })).data,
    onSuccess: put,
  });
}

/** PUT team-sprint/stand-up-assistant: the viewer turns the daily stand-up reminder on or off. */
export function useStandUpAssistant(sprintId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (await api.call(teamSprintCalls.standUpAssistant, { body: { sprintId, enabled } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamSprintKeys.summary(sprintId) }),
  });
}
