import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

const MAX_RETRIES = 2;

/** Retries only what a retry can fix: network failures and 5xx answers, never a 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && !error.isServerOrNetworkError) return false;
  return failureCount < MAX_RETRIES;
}

/** One query client per app (and per test), with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
