import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, postJson } from '../../lib/api-client';

export interface Admin {
  id: string;
  email: string;
}

const SESSION_KEY = ['session'] as const;

/** Set by the server beside the HttpOnly session cookie; only a hint that asking is worthwhile. */
function mayBeSignedIn(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie === 'sdr_signed_in=1');
}

/** The signed-in admin, or null. Visitors without the hint cookie never send the request. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => (mayBeSignedIn() ? (await apiFetch<{ admin: Admin | null }>('/api/auth/me')).admin : null),
    staleTime: 60_000,
  });
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  return {
    signedIn: (admin: Admin) => queryClient.setQueryData(SESSION_KEY, admin),
    async signOut() {
      await postJson<void>('/api/auth/logout', {}).catch(() => undefined);
      queryClient.setQueryData(SESSION_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'admin' });
    },
    /** The server said 401: the session ended (idle, expired, or signed out elsewhere). */
    expired: () => queryClient.setQueryData(SESSION_KEY, null),
  };
}
