/** All SQL on one record at a time (the dashboard's lists are in dog-list-repository.ts). */
import type { Kysely } from 'kysely';
import type { DB, NewServiceDog, ServiceDogRow, ServiceDogUpdate } from '../db/schema';

export async function findDogById(db: Kysely<DB>, id: string): Promise<ServiceDogRow | null> {
  return (await db.selectFrom('service_dogs').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function findDogBySequence(db: Kysely<DB>, sequence: number): Promise<ServiceDogRow | null> {
  return (
    (await db.selectFrom('service_dogs').selectAll().where('registry_seq', '=', sequence).executeTakeFirst()) ?? null
  );
}

/**
 * The next registry counter, one above the largest in use (legacy SD- records included).
 * Call only inside a transaction that has taken the registry lock, so that two registrations
 * can never read the same maximum.
 */
export async function nextRegistrySequence(trx: Kysely<DB>): Promise<number> {
  const row = await trx
    .selectFrom('service_dogs')
    .select((eb) => eb.fn.max('registry_seq').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** Takes the row lock (PostgreSQL) or the write lock (SQLite) that serialises number allocation until commit. */
export async function lockRegistry(trx: Kysely<DB>, at: string): Promise<void> {
  await trx.updateTable('registry_lock').set({ touched_at: at }).where('id', '=', 1).execute();
}

export async function insertDog(trx: Kysely<DB>, dog: NewServiceDog): Promise<void> {
  await trx.insertInto('service_dogs').values(dog).execute();
}

/**
 * Applies a change only if the record is still at the version the admin saw, moving lastUpdated and
 * the version. Returns the updated row, 'missing' when the record is gone, or 'stale' when someone
 * else changed it meanwhile.
 */
export async function updateDogAtVersion(
  db: Kysely<DB>,
  id: string,
  version: number,
  changes: ServiceDogUpdate,
  at: string,
): Promise<ServiceDogRow | 'missing' | 'stale'> {
  const result = await db
    .updateTable('service_dogs')
    .set((eb) => ({ ...changes, last_updated: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  const row = await findDogById(db, id);
  if (!row) return 'missing';
  return result.numUpdatedRows === 1n ? row : 'stale';
}

export async function deleteDog(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('service_dogs').where('id', '=', id).execute();
}

export async function hasAnyDog(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('service_dogs').select('id').limit(1).executeTakeFirst()) !== undefined;
}
