import { useQuery } from '@tanstack/react-query';
import type { AdminDogDetail } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch } from '../../../lib/api-client';

function getAdminDog(id: string): Promise<AdminDogDetail> {
  return apiFetch<AdminDogDetail>(`/api/admin/dogs/${encodeURIComponent(id)}`);
}

/** The full record with its `version`, which an edit must send back. */
export function useAdminDog(id: string | undefined) {
  return useQuery({
    queryKey: [...ADMIN_SCOPE, 'dog', id ?? ''],
    queryFn: () => getAdminDog(id ?? ''),
    enabled: Boolean(id),
  });
}

export function certificationUrl(id: string): string {
  return `/api/admin/dogs/${encodeURIComponent(id)}/certification`;
}
