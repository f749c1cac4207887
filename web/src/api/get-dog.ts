import { useQuery } from '@tanstack/react-query';
import type { DogView } from '#common/api';
import { apiFetch } from '../lib/api-client';

/** A registration's public view, or with the owner's key (or an admin session) the full record. */
function getDog(id: string, ownerKey: string | null): Promise<DogView> {
  return apiFetch<DogView>(
    `/api/dogs/${encodeURIComponent(id)}${ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : ''}`,
  );
}

export function useDog(id: string | undefined, ownerKey: string | null) {
  return useQuery({
    queryKey: ['dog', id, ownerKey],
    queryFn: () => getDog(id ?? '', ownerKey),
    enabled: Boolean(id),
  });
}
