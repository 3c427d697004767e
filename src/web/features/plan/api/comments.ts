import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { type GuestAccess, planKeys } from './keys';

/** GET /agile-plan/get-agile-plan-comment/{sectionId}: the section's threads with their replies. */
export const threadsQuery = (sectionId: number, guest?: GuestAccess | null) =>
  queryOptions({
    queryKey: planKeys.comments(sectionId),
    queryFn: () =>
      guest
        ? api.call(planCalls.guestThreads, { params: { sectionId }, bearer: guest.token })
        : api.call(planCalls.threads, { params: { sectionId } }),
  });

export function useThreads(sectionId: number, guest?: GuestAccess | null) {
  return useQuery(threadsQuery(sectionId, guest));
}

/** POST /agile-plan/save-agile-plan-comment (a new thread, or a reply with parentId). */
export function useSaveComment(planId: number, sectionId: number, guest?: GuestAccess | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (given: { content: string; parentId?: number }) => {
      const body = { sectionId, ...given };
      return guest
        ? api.call(planCalls.guestSaveComment, { body, bearer: guest.token })
        : api.call(planCalls.saveComment, { body });
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
    mutationFn: (commentId: number) =>
      guest
        ? api.call(planCalls.guestResolveComment, { body: { commentId }, bearer: guest.token })
        : api.call(planCalls.resolveComment, { body: { commentId } }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: planKeys.comments(sectionId) }),
        qc.invalidateQueries({ queryKey: planKeys.sections(planId) }),
      ]),
  });
}
