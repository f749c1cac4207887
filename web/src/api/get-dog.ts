import { useQuery } from '@tanstack/react-query';
import type { RegistrationView } from '#common/api';
import { apiFetch } from '../lib/api-client';

/** A registration's public view, or with the owner's key (or an admin session) the full record. */
function getRegistration(id: string, ownerKey: string | null): Promise<RegistrationView> {
  return apiFetch<RegistrationView>(
    `/api/dogs/${encodeURIComponent(id)}${ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : ''}`,
  );
}

export function useDog(id: string | undefined, ownerKey: string | null) {
  return useQuery({
    queryKey: ['dog', id, ownerKey],
    queryFn: () => getRegistration(id ?? '', ownerKey),
    enabled: Boolean(id),
  });
}
