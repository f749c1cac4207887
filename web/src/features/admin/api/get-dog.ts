import { useQuery } from '@tanstack/react-query';
import type { StaffRegistrationDetail } from '#common/api';
import { ADMIN_SCOPE } from '../../../api/session';
import { apiFetch } from '../../../lib/api-client';

function getStaffRegistration(id: string): Promise<StaffRegistrationDetail> {
  return apiFetch<StaffRegistrationDetail>(`/api/admin/dogs/${encodeURIComponent(id)}`);
}

/** The full record with its `version`, which an edit must send back. */
export function useAdminDog(id: string | undefined) {
  return useQuery({
    queryKey: [...ADMIN_SCOPE, 'dog', id ?? ''],
    queryFn: () => getStaffRegistration(id ?? ''),
    enabled: Boolean(id),
  });
}

export function certificationUrl(id: string): string {
  return `/api/admin/dogs/${encodeURIComponent(id)}/certification`;
}
