import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProgramme } from '#common/api';
import { PROGRAMMES_API_PATH } from '#common/route-modules';
import { apiFetch } from '../lib/api-client';

function getProgrammes(): Promise<PublicProgramme[]> {
  return apiFetch<{ programmes: PublicProgramme[] }>(PROGRAMMES_API_PATH).then((body) => body.programmes);
}

/**
 * The registry's training programmes, the default one first (docs/decisions/041-programmes.md). They change
 * only from the server's command line, and the server lets a browser keep the list for a minute.
 */
export const programmesQuery = queryOptions({ queryKey: ['programmes'], queryFn: getProgrammes, staleTime: 60_000 });

export function useProgrammes() {
  return useQuery(programmesQuery);
}

/**
 * A programme's fee, by its slug; with one programme, that one's whatever the slug. 0: it charges none,
 * and neither registering nor renewing asks for a payment code (issue 52). Undefined until the list is in.
 */
export function programmeFee(programmes: readonly PublicProgramme[] | undefined, slug: string | undefined) {
  const programme = programmes?.length === 1 ? programmes[0] : programmes?.find((choice) => choice.slug === slug);
  return programme?.feeCents;
}
