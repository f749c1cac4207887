/**
 * A recovered owner link's key waits beside the current one (owner-link-service.ts). The first request
 * that presents it makes it the current key, and from then on the old link no longer works: asking for
 * a new link never ends a working one, only opening the new one does.
 */
import type { Kysely } from 'kysely';
import type { Caller } from '../access/caller';
import type { DB, RegistrationRow } from '../db/schema';
import { matchesHash } from '../lib/tokens';
import { findRegistrationById } from '../lifecycle/registration-repository';

/** The record as this caller finds it: with their waiting key made current when they present it. */
export async function withPendingKeyClaimed(
  db: Kysely<DB>,
  caller: Caller,
  row: RegistrationRow,
): Promise<RegistrationRow> {
  const pending = row.pending_owner_token_hash;
  if (caller.kind !== 'ownerLink' || pending === null || !matchesHash(caller.key, pending)) return row;
  // Only the key changes, not the version (no edit in progress is refused for it). Conditional, so a
  // newer request's key that replaced this one meanwhile is left alone, and the read below tells.
  await db
    .updateTable('service_dogs')
    .set({ owner_token_hash: pending, pending_owner_token_hash: null })
    .where('id', '=', row.id)
    .where('pending_owner_token_hash', '=', pending)
    .execute();
  return (await findRegistrationById(db, row.id)) ?? row;
}
