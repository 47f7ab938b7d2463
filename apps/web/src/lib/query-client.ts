import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The one query client. Hooks pass it explicitly (`useQuery(options, queryClient)`) instead of
 * through a provider, so the query library loads only with the pages that fetch data.
 * Spec section 9: garbage collection 5 minutes, 3 retries from 1 s doubling to 30 s; mutations not retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 5 * 60_000,
      staleTime: 60_000,
      retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
