import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assistantCalls } from '../../../../shared/contracts/assistant-calls';
import { api } from '../../../lib/api/call';
import { assistantKeys } from './keys';

/** GET threads: the signed-in person's past conversations, newest first. */
export const threadsQuery = () =>
  queryOptions({
    queryKey: assistantKeys.threads,
    queryFn: async () => (await api.call(assistantCalls.threads)).threads,
  });

export function useThreads(enabled: boolean) {
  return useQuery({ ...threadsQuery(), enabled });
}

/** GET threads/:threadId: one conversation's messages, to continue it. */
export const threadQuery = (threadId: number) =>
  queryOptions({
    queryKey: assistantKeys.thread(threadId),
    queryFn: () => api.call(assistantCalls.thread, { params: { threadId } }),
  });

/** DELETE threads/:threadId: the conversation is gone for good. */
export function useDeleteThread() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (threadId: number) => api.call(assistantCalls.deleteThread, { params: { threadId } }),
    onSuccess: ({ threadId }) => {
      qc.removeQueries({ queryKey: assistantKeys.thread(threadId) });
      return qc.invalidateQueries({ queryKey: assistantKeys.threads });
    },
  });
}
