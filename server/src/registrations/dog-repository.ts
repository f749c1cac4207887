import type { Kysely } from 'kysely';
import type { DB, NewServiceDog, ServiceDogRow } from '../db/schema';

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
