import { useMutation } from '@tanstack/react-query';
import { assistantCalls } from '../../../../shared/contracts/assistant-calls';
import { api } from '../../../lib/api/call';

/** POST sync-external-integration: links the chat-platform account named by externalId to the signed-in person. */
export function useSyncExternal() {
  return useMutation({
    mutationFn: (externalId: string) => api.call(assistantCalls.syncExternal, { body: { externalId } }),
  });
}
