import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#common/api';
import { apiFetch } from '../../lib/api-client';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => apiFetch<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });
}
