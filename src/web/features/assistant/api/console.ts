import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationBody } from '../../../../shared/contracts/assistant';
import { assistantCalls } from '../../../../shared/contracts/assistant-calls';
import { api } from '../../../lib/api/call';
import { assistantKeys } from './keys';

/** GET console/integration: the organisation's incoming-webhook URL and how many people linked a chat platform. */
export const integrationQuery = () =>
  queryOptions({
    queryKey: assistantKeys.integration,
    queryFn: () => api.call(assistantCalls.integration),
  });

export const useIntegration = () => useQuery(integrationQuery());

/** PUT console/integration. */
export function useSaveIntegration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: IntegrationBody) => api.call(assistantCalls.saveIntegration, { body }),
    onSuccess: (data) => qc.setQueryData(assistantKeys.integration, data),
  });
}

/** GET console/usage: questions, people, likes and dislikes of the organisation; never a conversation. */
export const usageQuery = () =>
  queryOptions({
    queryKey: assistantKeys.usage,
    queryFn: () => api.call(assistantCalls.usage),
  });

export const useUsage = () => useQuery(usageQuery());
