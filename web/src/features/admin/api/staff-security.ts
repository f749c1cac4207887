/** Every staff session, ending one, and the security log (`/api/admin/sessions`, `/api/admin/security-events`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, SecurityEventEntry, StaffSessionEntry } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch, sendJson } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export const STAFF_SESSIONS_KEY = [...ADMIN_SCOPE, 'sessions'] as const;

export function useStaffSessions() {
  return useQuery({
    queryKey: STAFF_SESSIONS_KEY,
    queryFn: async () => (await apiFetch<{ sessions: StaffSessionEntry[] }>('/api/admin/sessions')).sessions,
  });
}

export function endStaffSession(handle: string): Promise<void> {
  return sendJson<void>('DELETE', `/api/admin/sessions/${encodeURIComponent(handle)}`);
}

export function useSecurityEvents(page: number) {
  return useQuery({
    queryKey: [...ADMIN_SCOPE, 'security-events', page],
    queryFn: () => apiFetch<Page<SecurityEventEntry>>(`/api/admin/security-events?${toQueryString({ page })}`),
    placeholderData: keepPreviousData,
  });
}
