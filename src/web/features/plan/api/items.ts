import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanItem, SaveDevelopmentPlanBody } from '../../../../shared/contracts/plan';
import { apiFetch, USER_BASE } from '../../../lib/api/client';
import { currentLanguage } from '../../../lib/i18n';
import { planKeys } from './keys';

/** POST /agile-plan/save-agile-development-plan/{id}: the whole development plan in order. */
export function saveDevelopmentPlan(planId: number, body: SaveDevelopmentPlanBody) {
  return apiFetch<{ items: PlanItem[] }>(`${USER_BASE}/agile-plan/save-agile-development-plan/${planId}`, {
    method: 'POST',
    body,
    query: { languageCode: currentLanguage() },
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
    mutationFn: (note: string) =>
      apiFetch<{ note: string }>(`${USER_BASE}/agile-plan/save-agile-note/${planId}`, {
        method: 'POST',
        body: { note },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: planKeys.plan(planId) }),
  });
}
