import { useQuery } from '@tanstack/react-query';
import type { DogView } from '#common/api';
import { apiFetch } from '../../lib/api-client';

export function useDog(id: string | undefined, ownerKey: string | null) {
  return useQuery({
    queryKey: ['dog', id, ownerKey],
    queryFn: () =>
      apiFetch<DogView>(
        `/api/dogs/${encodeURIComponent(id ?? '')}${ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : ''}`,
      ),
    enabled: Boolean(id),
  });
}
