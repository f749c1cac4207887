import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endSession } from '../api/session';
import { isSessionRequired, isTransient } from '../lib/api-client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** What the login page says when this change is refused because the session has ended. */
      signedOutNotice?: string;
    };
  }
}

/**
 * The one place that reacts to a refused session, for reads and writes alike: the session is
 * forgotten and the admin guard sends the user to sign in, then back. A read goes quietly; a write
 * leaves a notice (its page's own words, else the server's) for the login page to show.
 */
function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isSessionRequired(error)) endSession(client);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isSessionRequired(error)) endSession(client, mutation.meta?.signedOutNotice ?? error.message);
      },
    }),
    defaultOptions: {
      // Reads retry transient failures (network, 408, 5xx) with backoff; a 404 is an answer, not a failure.
      queries: {
        retry: (failureCount, error) => failureCount < 3 && isTransient(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's one cache, shared by React through the provider. */
export const queryClient = createQueryClient();
