import type { RegistrationView } from '#common/api';
import { apiFetch } from '../lib/api-client';

/** A registration by its number (case, spaces and a missing prefix are forgiven); rejects with 404 when none. */
export function lookupRegistration(registryNumber: string): Promise<RegistrationView> {
  return apiFetch<RegistrationView>(`/api/lookup/${encodeURIComponent(registryNumber)}`);
}
