import { useQuery } from '@tanstack/react-query';
import type { PublicProgramme } from '#common/api';
import { apiFetch } from '../lib/api-client';

function getProgrammes(): Promise<PublicProgramme[]> {
  return apiFetch<{ programmes: PublicProgramme[] }>('/api/programmes').then((body) => body.programmes);
}

/**
 * The registry's training programmes, the default one first (docs/decisions/041-programmes.md). They change
 * only from the server's command line, and the server lets a browser keep the list for a minute.
 */
export function useProgrammes() {
  return useQuery({ queryKey: ['programmes'], queryFn: getProgrammes, staleTime: 60_000 });
}
