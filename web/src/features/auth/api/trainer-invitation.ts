/** A trainer's one-time invitation: whether it still works and whom it invites, and creating the account with it. */
import { useQuery } from '@tanstack/react-query';
import type { InvitationCheck, Session } from '#common/api';
import { apiFetch, postJson } from '../../../lib/api-client';

export function useTrainerInvitation(token: string) {
  return useQuery({
    queryKey: ['trainer-invitation', token],
    queryFn: () => apiFetch<InvitationCheck>(`/api/auth/invitation/${encodeURIComponent(token)}`),
  });
}

/** Creates the trainer's account, signed in with the password; the sign-in page goes on to enrol a second factor. */
export function acceptTrainerInvitation(token: string, password: string): Promise<Session> {
  return postJson<Session>('/api/auth/invitation', { token, password });
}
