import { useQuery } from '@tanstack/react-query';
import type { HandOffList } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch, sendJson } from '../../../lib/api-client';

export const HAND_OFFS_KEY = [...ADMIN_SCOPE, 'hand-offs'] as const;

/** The emails the registry did not send, for staff to pass on by hand (docs/decisions/049-honest-without-email.md). */
export function useHandOffs() {
  return useQuery({ queryKey: HAND_OFFS_KEY, queryFn: () => apiFetch<HandOffList>('/api/admin/hand-offs') });
}

export function markPassedOn(id: string): Promise<null> {
  return sendJson<null>('POST', `/api/admin/hand-offs/${encodeURIComponent(id)}/passed-on`);
}
