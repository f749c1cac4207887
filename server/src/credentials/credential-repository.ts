import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Status list indexes (registry sequences) of registrations that are no longer valid: revoked, denied,
 * retired or deceased, deleted (a tombstone), or a card replaced by a new one. A card revoked this way
 * never verifies again.
 */
export async function revokedSequences(db: Kysely<DB>): Promise<number[]> {
  const [ended, deleted, replaced] = await Promise.all([
    db
      .selectFrom('service_dogs')
      .select((eb) => eb.fn.coalesce('card_index', 'registry_seq').as('index'))
      .where('status', 'in', ['revoked', 'denied', 'retired', 'deceased'])
      .execute(),
    db.selectFrom('retired_registrations').select('registry_seq as index').execute(),
    db.selectFrom('replaced_cards').select('status_index as index').execute(),
  ]);
  return [...ended, ...deleted, ...replaced].map((row) => Number(row.index));
}

/** Indexes of suspended registrations: their cards say "suspended" until staff reinstate them. */
export async function suspendedSequences(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('service_dogs')
    .select((eb) => eb.fn.coalesce('card_index', 'registry_seq').as('index'))
    .where('status', '=', 'suspended')
    .execute();
  return rows.map((row) => Number(row.index));
}

/** The highest sequence ever handed out, so the list covers every card. */
export async function highestSequence(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('registry_lock').select('last_sequence').executeTakeFirst();
  return Number(row?.last_sequence ?? 0);
}
