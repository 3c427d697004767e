import { defineCall } from './call';
import type { jobIdParams, jobsQuery, jobsResponse, retryJobResponse } from './jobs-view';

/** The console's jobs view (operators): counts per kind, the jobs of a status, retry a failed one. */
export const jobsViewCalls = {
  list: defineCall<{ query: typeof jobsQuery; response: typeof jobsResponse }>(
    'GET',
    '/api/user/console/jobs',
  ),
  retry: defineCall<{ params: typeof jobIdParams; response: typeof retryJobResponse }>(
    'POST',
    '/api/user/console/jobs/:id/retry',
  ),
};
