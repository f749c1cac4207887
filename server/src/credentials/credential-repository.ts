import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Status list indexes (registry sequences) of registrations that are no longer valid: revoked, or retired. */
export async function revokedSequences(db: Kysely<DB>): Promise<number[]> {
  const [revoked, retired] = await Promise.all([
    db.selectFrom('service_dogs').select('registry_seq').where('status', '=', 'revoked').execute(),
    db.selectFrom('retired_registrations').select('registry_seq').execute(),
  ]);
  return [...revoked, ...retired].map((row) => Number(row.registry_seq));
}

/** The highest sequence ever handed out, so the list covers every card. */
export async function highestSequence(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('registry_lock').select('last_sequence').executeTakeFirst();
  return Number(row?.last_sequence ?? 0);
}
