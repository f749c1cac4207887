import type { OwnerLinkRequest } from '#common/schemas';
import { postJson } from '../../../lib/api-client';

/** Asks the registry to email a new owner link; the answer is the same whether or not anything matched. */
export function requestOwnerLink(request: OwnerLinkRequest): Promise<{ message: string }> {
  return postJson<{ message: string }>('/api/owner-link', request);
}
