/** The status lists' bits, read from the cards (docs/decisions/019-cards-and-status-lists.md). */
import type { Kysely } from 'kysely';
import type { StatusPurpose } from '#common/credential';
import type { DB } from '../db/schema';
import { endedIndexes, listSpace, supersededIndexes, suspendedIndexes } from '../lifecycle/card-repository';

export interface ListBits {
  size: number;
  /** Indexes whose bit is set; `legacyCeiling` adds every index from 1 to it. */
  indexes: number[];
  legacyCeiling: number;
}

/**
 * revocation: every card that ended, and the whole legacy range; suspension: the current cards of
 * suspended registrations; refresh: replaced cards of registrations still in force.
 */
export async function listBits(db: Kysely<DB>, purpose: StatusPurpose): Promise<ListBits> {
  const space = await listSpace(db);
  if (purpose === 'revocation') return { ...space, indexes: await endedIndexes(db) };
  const indexes = purpose === 'suspension' ? await suspendedIndexes(db) : await supersededIndexes(db);
  return { size: space.size, indexes, legacyCeiling: 0 };
}
