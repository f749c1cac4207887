import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch } from '../../../lib/api-client';

function getStats(): Promise<AdminStats> {
  return apiFetch<AdminStats>('/api/admin/stats');
}

export function useStats() {
  return useQuery({ queryKey: [...ADMIN_SCOPE, 'stats'], queryFn: getStats });
}
