import { QueryClient } from '@tanstack/react-query';
import { STARTUP_RETRIES, STARTUP_RETRY_DELAY_MS } from '../../shared/constants';
import { NetworkError } from './api/errors';

/** Startup loads retry at most 3 times, 1 s apart, and only when the server could not be reached. */
export function retryNetworkErrors(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < STARTUP_RETRIES;
}

export const startupRetry = { retry: retryNetworkErrors, retryDelay: STARTUP_RETRY_DELAY_MS } as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, refetchOnWindowFocus: false, ...startupRetry },
    mutations: { retry: false },
  },
});
