/**
 * Who may see a whole record, owner contact included: a signed-in admin, or whoever holds the owner
 * link (its key is compared by hash). Everyone else gets the public view (docs/ARCHITECTURE.md,
 * "Privacy").
 */
import type { SignedInAdmin } from '../admins/session-repository';
import type { ServiceDogRow } from '../db/schema';
import { matchesHash } from '../lib/tokens';

export interface DogViewer {
  admin: SignedInAdmin | null;
  /** The `key` of an owner link, when the request carried one. */
  ownerKey: string | undefined;
}

export function canSeeFullRecord(viewer: DogViewer, row: Pick<ServiceDogRow, 'owner_token_hash'>): boolean {
  return viewer.admin !== null || (viewer.ownerKey !== undefined && matchesHash(viewer.ownerKey, row.owner_token_hash));
}
