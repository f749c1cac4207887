/** All SQL on the emails kept for staff to pass on by hand: sent rows of the outbox whose bodies remain. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const WAITING_AT_MOST = 500;

function waiting(db: Kysely<DB>, programmeId: number) {
  return db
    .selectFrom('outbox')
    .innerJoin('service_dogs', 'service_dogs.id', 'outbox.dog_id')
    .select([
      'outbox.id',
      'outbox.created_at',
      'outbox.subject',
      'outbox.text_body',
      'outbox.to_address',
      'service_dogs.id as dog_id',
      'service_dogs.registry_number',
      'service_dogs.dog_name',
      'service_dogs.owner_phone',
    ])
    .where('outbox.sent_at', 'is not', null)
    .where('outbox.text_body', '<>', '')
    .where('service_dogs.programme_id', '=', programmeId);
}

export function listHandOffs(db: Kysely<DB>, programmeId: number) {
  return waiting(db, programmeId).orderBy('outbox.created_at').orderBy('outbox.id').limit(WAITING_AT_MOST).execute();
}

export async function findHandOff(db: Kysely<DB>, programmeId: number, id: string) {
  return (await waiting(db, programmeId).where('outbox.id', '=', id).executeTakeFirst()) ?? null;
}

/** Passed on: the bodies, owner link and all, are cleared; whether it was still waiting. */
export async function clearHandOff(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ text_body: '', html_body: '' })
    .where('id', '=', id)
    .where('text_body', '<>', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
