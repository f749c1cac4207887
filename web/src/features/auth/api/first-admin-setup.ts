/** The one-time setup link: whether it is still valid, and creating the first admin with it. */
import { useQuery } from '@tanstack/react-query';
import type { Admin } from '../../../api/session';
import { apiFetch, postJson } from '../../../lib/api-client';

export function useSetupLink(token: string) {
  return useQuery({
    queryKey: ['setup', token],
    queryFn: () => apiFetch<{ valid: boolean }>(`/api/auth/setup/${encodeURIComponent(token)}`),
  });
}

export async function createFirstAdmin(token: string, email: string, password: string): Promise<Admin> {
  return (await postJson<{ admin: Admin }>('/api/auth/setup', { token, email, password })).admin;
}
