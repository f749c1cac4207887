import { useQuery } from '@tanstack/react-query';
import type { RegistrationView } from '#common/api';
import { apiFetch } from '../lib/api-client';

const address = (id: string, ownerKey: string | null) =>
  `/api/dogs/${encodeURIComponent(id)}${ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : ''}`;

/** The request the app's start made for the first page's record, until that page's query takes it. */
let early: { address: string; answer: Promise<RegistrationView> } | null = null;

/**
 * Asks for a record as the app starts, so the answer is on its way while the page's code runs and React
 * renders; the page's query then takes this request as its first, so the record is asked once, as before
 * (a visitor's opening counts once on the handler's log).
 */
export function startLoadingDog(id: string, ownerKey: string | null): void {
  const answer = apiFetch<RegistrationView>(address(id, ownerKey));
  // Its failure is the query's to report, when it takes the request; until then it is not unhandled.
  answer.catch(() => undefined);
  early = { address: address(id, ownerKey), answer };
}

/** A registration's public view, or with the owner's key (or an admin session) the full record. */
function getRegistration(id: string, ownerKey: string | null): Promise<RegistrationView> {
  const wanted = address(id, ownerKey);
  if (early?.address === wanted) {
    const { answer } = early;
    early = null;
    return answer;
  }
  return apiFetch<RegistrationView>(wanted);
}

export function useDog(id: string | undefined, ownerKey: string | null) {
  return useQuery({
    queryKey: ['dog', id, ownerKey],
    queryFn: () => getRegistration(id ?? '', ownerKey),
    enabled: Boolean(id),
  });
}
