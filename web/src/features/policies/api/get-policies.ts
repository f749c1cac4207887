import { useQuery } from '@tanstack/react-query';
import type { Policies } from '#common/api';
import { apiFetch } from '../../../lib/api-client';

/** Who runs the registry and how long it keeps things: the same for every reader, fetched once a visit. */
export function usePolicies() {
  return useQuery({
    queryKey: ['policies'],
    queryFn: () => apiFetch<Policies>('/api/policies'),
    staleTime: Infinity,
  });
}
