import { jobIdParams, jobsQuery, jobsResponse, retryJobResponse } from './jobs-view';

/** The schemas of `jobsViewCalls`, for the server's routes. */
export const jobsViewCallSchemas = {
  list: { query: jobsQuery, response: jobsResponse },
  retry: { params: jobIdParams, response: retryJobResponse },
};
