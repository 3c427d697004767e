import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanComment, PlanThread } from '../../../../shared/contracts/plan';
import { apiFetch } from '../../../lib/api/client';
import { type GuestAccess, planCall, planKeys } from './keys';

/** GET /agile-plan/get-agile-plan-comment/{sectionId}: the section's threads with their replies. */
export function useThreads(sectionId: number, guest?: GuestAccess | null) {
  return useQuery({
    queryKey: planKeys.comments(sectionId),
    queryFn: () => {
      const { path, bearer } = planCall(`get-agile-plan-comment/${sectionId}`, guest);
      return apiFetch<{ items: PlanThread[] }>(path, { bearer });
    },
  });
}

/** POST /agile-plan/save-agile-plan-comment (a new thread, or a reply with parentId). */
export function useSaveComment(planId: number, sectionId: number, guest?: GuestAccess | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; parentId?: number }) => {
      const { path, bearer } = planCall('save-agile-plan-comment', guest);
      return apiFetch<PlanComment>(path, { method: 'POST', bearer, body: { sectionId, ...body } });
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: planKeys.comments(sectionId) }),
        qc.invalidateQueries({ queryKey: planKeys.sections(planId) }),
      ]),
  });
}

/** POST /agile-plan/resolve-comment. */
export function useResolveComment(planId: number, sectionId: number, guest?: GuestAccess | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => {
      const { path, bearer } = planCall('resolve-comment', guest);
      return apiFetch<PlanComment>(path, { method: 'POST', bearer, body: { commentId } });
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: planKeys.comments(sectionId) }),
        qc.invalidateQueries({ queryKey: planKeys.sections(planId) }),
      ]),
  });
}
