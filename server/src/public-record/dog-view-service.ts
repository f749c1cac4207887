/** Finding a registration, or the tombstone a retired one left, by id or by registry number. */
import type { Kysely } from 'kysely';
import { MESSAGES } from '#common/messages';
import { parseRegistrySequence } from '#common/registry-number';
import type { Caller } from '../access/caller';
import type { DB, RetiredRegistrationRow, ServiceDogRow } from '../db/schema';
import { notFound } from '../lib/api-error';
import { findDogById, findDogBySequence, findRetired } from '../lifecycle/dog-repository';
import { withPendingKeyClaimed } from '../owner/owner-key';

/** A record, or the tombstone a denied or deleted one left. */
export type FoundDog = { row: ServiceDogRow } | { retired: RetiredRegistrationRow };

/** The record as `caller` finds it: a recovered owner link's key they present becomes the current one. */
export async function getDog(db: Kysely<DB>, id: string, caller: Caller): Promise<FoundDog> {
  const row = await findDogById(db, id);
  if (row) return { row: await withPendingKeyClaimed(db, caller, row) };
  const retired = await findRetired(db, { id });
  if (retired) return { retired };
  throw notFound(MESSAGES.dogNotFound);
}

/** The registry counter a typed number names: case, spaces and a missing prefix are forgiven. */
export function sequenceOf(registryNumber: string, registryPrefix: string): number {
  const sequence = parseRegistrySequence(registryNumber, registryPrefix);
  if (sequence === null) throw notFound(MESSAGES.lookupNotFound);
  return sequence;
}

export async function getDogBySequence(db: Kysely<DB>, sequence: number, caller: Caller): Promise<FoundDog> {
  const row = await findDogBySequence(db, sequence);
  if (row) return { row: await withPendingKeyClaimed(db, caller, row) };
  const retired = await findRetired(db, { sequence });
  if (retired) return { retired };
  throw notFound(MESSAGES.lookupNotFound);
}
