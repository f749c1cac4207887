/** Finding a registration, or the tombstone a retired one left, by id or by registry number. */
import type { Kysely } from 'kysely';
import { MESSAGES } from '#common/messages';
import type { Caller } from '../access/caller';
import type { DB, RetiredRegistrationRow, RegistrationRow } from '../db/schema';
import { notFound } from '../lib/api-error';
import { findRegistrationById, findRegistrationBySequence, findRetired } from '../lifecycle/registration-repository';
import { withPendingKeyClaimed } from '../owner/owner-key';
import { sequenceOfAnyProgramme } from '../programmes/programme-prefixes';

/** A record, or the tombstone a denied or deleted one left. */
export type FoundRegistration = { row: RegistrationRow } | { retired: RetiredRegistrationRow };

/** The record as `caller` finds it: a recovered owner link's key they present becomes the current one. */
export async function getRegistration(db: Kysely<DB>, id: string, caller: Caller): Promise<FoundRegistration> {
  const row = await findRegistrationById(db, id);
  if (row) return { row: await withPendingKeyClaimed(db, caller, row) };
  const retired = await findRetired(db, { id });
  if (retired) return { retired };
  throw notFound(MESSAGES.dogNotFound);
}

/**
 * The registry counter a typed number names, whichever programme's prefix it has: case, spaces and a
 * missing prefix are forgiven.
 */
export async function sequenceOf(db: Kysely<DB>, registryNumber: string, registryPrefix: string): Promise<number> {
  const sequence = await sequenceOfAnyProgramme(db, registryNumber, registryPrefix);
  if (sequence === null) throw notFound(MESSAGES.lookupNotFound);
  return sequence;
}

export async function getRegistrationBySequence(
  db: Kysely<DB>,
  sequence: number,
  caller: Caller,
): Promise<FoundRegistration> {
  const row = await findRegistrationBySequence(db, sequence);
  if (row) return { row: await withPendingKeyClaimed(db, caller, row) };
  const retired = await findRetired(db, { sequence });
  if (retired) return { retired };
  throw notFound(MESSAGES.lookupNotFound);
}
