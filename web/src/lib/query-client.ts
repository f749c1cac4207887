import { QueryClient } from '@tanstack/react-query';
import { isTransient } from './api-client';

/** Reads retry transient failures (network, 408, 429, 5xx) with backoff; a 404 is an answer, not a failure. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 3 && isTransient(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache, shared by React (through the provider) and the API modules that update it. */
export const queryClient = createQueryClient();
