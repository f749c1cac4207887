/** The one-time setup link: whether it is still valid, and creating the first admin with it. */
import { useQuery } from '@tanstack/react-query';
import type { Session } from '#common/api';
import { apiFetch, postJson } from '../../../lib/api-client';

export function useSetupLink(token: string) {
  return useQuery({
    queryKey: ['setup', token],
    queryFn: () => apiFetch<{ valid: boolean }>(`/api/auth/setup/${encodeURIComponent(token)}`),
  });
}

/** Creates the first admin, signed in with the password; the setup page goes on to enrol a second factor. */
export function createFirstStaff(token: string, email: string, password: string): Promise<Session> {
  return postJson<Session>('/api/auth/setup', { token, email, password });
}
