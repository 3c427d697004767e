import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobStatus } from '../../../../shared/contracts/jobs-view';
import { jobsViewCalls } from '../../../../shared/contracts/jobs-view-calls';
import { trackingCalls } from '../../../../shared/contracts/tracking-calls';
import { api } from '../../../lib/api/call';

/** The console's jobs view: counts per kind and the newest jobs of one status. */
export function useJobs(status: JobStatus) {
  return useQuery({
    queryKey: ['console', 'jobs', status] as const,
    queryFn: () => api.call(jobsViewCalls.list, { query: { status } }),
  });
}

export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(jobsViewCalls.retry, { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'jobs'] }),
  });
}

/** The console's activity figures from tracking events. */
export function useActivity() {
  return useQuery({
    queryKey: ['console', 'analytics', 'activity'] as const,
    queryFn: () => api.call(trackingCalls.activity, {}),
  });
}
