import { useQuery } from '@tanstack/react-query';
import type { StaffStats } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch } from '../../../lib/api-client';

function getStats(): Promise<StaffStats> {
  return apiFetch<StaffStats>('/api/admin/stats');
}

export function useStats() {
  return useQuery({ queryKey: [...ADMIN_SCOPE, 'stats'], queryFn: getStats });
}
