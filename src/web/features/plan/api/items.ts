import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveDevelopmentPlanBody } from '../../../../shared/contracts/plan';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { currentLanguage } from '../../../lib/i18n';
import { planKeys } from './keys';

/** POST /agile-plan/save-agile-development-plan/{id}: the whole development plan in order. */
export function saveDevelopmentPlan(planId: number, body: SaveDevelopmentPlanBody) {
  return api.call(planCalls.saveDevelopmentPlan, {
    params: { id: planId },
    query: { languageCode: currentLanguage() },
    body,
  });
}

export function useSaveDevelopmentPlan(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDevelopmentPlanBody) => saveDevelopmentPlan(planId, body),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.plan(planId) }),
  });
}

/** POST /agile-plan/save-agile-note/{id}. */
export function useSaveNote(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api.call(planCalls.saveNote, { params: { id: planId }, body: { note } }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.plan(planId) }),
  });
}
