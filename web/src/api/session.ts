/** Who is signed in (`/api/auth/me`) and signing out (`/api/auth/logout`); the app's one record of the session. */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Session as SessionAnswer, SignedInStaff } from '#common/api';
import { SIGNED_IN_HINT_COOKIE } from '#common/constants';
import { apiFetch, postJson } from '../lib/api-client';

export type Admin = SignedInStaff;

export interface Session extends SessionAnswer {
  /** Why a session in use ended, for the login page to say. */
  endedNotice?: string;
}

export const SESSION_KEY = ['session'] as const;

/** Every query that needs a session is keyed under this, so signing out drops what it fetched. */
export const ADMIN_SCOPE = ['admin'] as const;

/** Set by the server beside the HttpOnly session cookie; only a hint that asking is worthwhile. */
function mayBeSignedIn(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie === `${SIGNED_IN_HINT_COOKIE}=1`);
}

const SIGNED_OUT: SessionAnswer = { admin: null, secondFactor: null };

/** Visitors without the hint cookie never send the request. */
async function getSession(): Promise<Session> {
  return mayBeSignedIn() ? apiFetch<SessionAnswer>('/api/auth/me') : SIGNED_OUT;
}

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: getSession, staleTime: 60_000 });
}

/**
 * The server refused a request for want of a session: forget the admin, so the admin guard sends the
 * user to sign in again. A notice already set by an earlier refusal is kept.
 */
export function endSession(queryClient: QueryClient, notice?: string): void {
  queryClient.setQueryData<Session>(SESSION_KEY, (previous) => {
    const endedNotice = notice ?? previous?.endedNotice;
    return endedNotice ? { ...SIGNED_OUT, endedNotice } : SIGNED_OUT;
  });
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  return {
    /** A sign-in step answered: the admin, or the second factor still to present. */
    signedIn: (session: SessionAnswer) => queryClient.setQueryData<Session>(SESSION_KEY, session),
    async signOut() {
      await postJson<void>('/api/auth/logout', {}).catch(() => undefined);
      queryClient.setQueryData<Session>(SESSION_KEY, SIGNED_OUT);
      queryClient.removeQueries({ queryKey: ADMIN_SCOPE });
    },
  };
}
