/** All SQL on one record at a time (the dashboard's lists are in registration-list-repository.ts). */
import type { CompiledQuery, Kysely } from 'kysely';
import type {
  DB,
  NewRegistration,
  RetiredRegistrationRow,
  RetirementReason,
  RegistrationRow,
  RegistrationUpdate,
} from '../db/schema';
import { preparedOnPostgres } from '../db/prepared-statements';

/** Every column of a record, named: a read PostgreSQL keeps prepared must not say `*`. */
const RECORD_COLUMNS = [
  'id',
  'registry_number',
  'registry_seq',
  'dog_name',
  'dog_breed',
  'dog_age',
  'service_type',
  'service_type_other',
  'microchip_number',
  'photo_key',
  'thumbnail_key',
  'certification_key',
  'certification_mime',
  'owner_name',
  'owner_address',
  'owner_phone',
  'owner_email',
  'trainer_license_number',
  'payment_code',
  'status',
  'registration_date',
  'last_updated',
  'expires_at',
  'version',
  'owner_token_hash',
  'pending_owner_token_hash',
  'show_service_type',
  'language',
  'status_reason',
  'paid_through',
  'access_test_due',
  'programme_id',
  'task_categories',
] as const satisfies readonly (keyof RegistrationRow)[];
// A column added to the table type but not to the list above fails to compile here.
const _everyColumnRead: Exclude<keyof RegistrationRow, (typeof RECORD_COLUMNS)[number]> extends never ? true : never =
  true;

/**
 * The public look-up's two reads, compiled once per database and run with each request's value: building
 * and compiling the query cost several times what SQLite takes to answer it, and PostgreSQL keeps them
 * prepared (docs/PERFORMANCE.md).
 */
const compiledReads = new WeakMap<
  Kysely<DB>,
  { byId: CompiledQuery<RegistrationRow>; bySequence: CompiledQuery<RegistrationRow> }
>();

function readsOf(db: Kysely<DB>) {
  let reads = compiledReads.get(db);
  if (!reads) {
    reads = {
      byId: preparedOnPostgres(db.selectFrom('service_dogs').select(RECORD_COLUMNS).where('id', '=', '').compile()),
      bySequence: preparedOnPostgres(
        db.selectFrom('service_dogs').select(RECORD_COLUMNS).where('registry_seq', '=', 0).compile(),
      ),
    };
    compiledReads.set(db, reads);
  }
  return reads;
}

export async function findRegistrationById(db: Kysely<DB>, id: string): Promise<RegistrationRow | null> {
  const { rows } = await db.executeQuery<RegistrationRow>({ ...readsOf(db).byId, parameters: [id] });
  return rows[0] ?? null;
}

export async function findRegistrationBySequence(db: Kysely<DB>, sequence: number): Promise<RegistrationRow | null> {
  const { rows } = await db.executeQuery<RegistrationRow>({ ...readsOf(db).bySequence, parameters: [sequence] });
  return rows[0] ?? null;
}

/**
 * The next registry counter: one above the last handed out, and above any number in use (legacy
 * SD- records included), so a number is never given out twice, even after its record is deleted.
 * Call only inside a transaction that has taken the registry lock, so that two registrations can
 * never read the same counter.
 */
export async function nextRegistrySequence(trx: Kysely<DB>): Promise<number> {
  const [counter, largest] = await Promise.all([
    trx.selectFrom('registry_lock').select('last_sequence').where('id', '=', 1).executeTakeFirstOrThrow(),
    trx
      .selectFrom('service_dogs')
      .select((eb) => eb.fn.max('registry_seq').as('max'))
      .executeTakeFirst(),
  ]);
  const next = Math.max(Number(counter.last_sequence), Number(largest?.max ?? 0)) + 1;
  await trx.updateTable('registry_lock').set({ last_sequence: next }).where('id', '=', 1).execute();
  return next;
}

/** Takes the row lock (PostgreSQL) or the write lock (SQLite) that serialises number allocation until commit. */
export async function lockRegistry(trx: Kysely<DB>, at: string): Promise<void> {
  await trx.updateTable('registry_lock').set({ touched_at: at }).where('id', '=', 1).execute();
}

export async function insertRegistration(trx: Kysely<DB>, dog: NewRegistration): Promise<void> {
  await trx.insertInto('service_dogs').values(dog).execute();
}

/**
 * Applies a change only if the record is still at the version the admin saw, moving lastUpdated and
 * the version. Returns the updated row, 'missing' when the record is gone, or 'stale' when someone
 * else changed it meanwhile.
 */
export async function updateRegistrationAtVersion(
  db: Kysely<DB>,
  id: string,
  version: number,
  changes: RegistrationUpdate,
  at: string,
): Promise<RegistrationRow | 'missing' | 'stale'> {
  const result = await db
    .updateTable('service_dogs')
    .set((eb) => ({ ...changes, last_updated: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  const row = await findRegistrationById(db, id);
  if (!row) return 'missing';
  return result.numUpdatedRows === 1n ? row : 'stale';
}

/** Makes the payment code a record used unused again (unless it was voided); whether one was given back. */
export async function releasePaymentCode(trx: Kysely<DB>, dogId: string): Promise<boolean> {
  const result = await trx
    .updateTable('payment_codes')
    .set({ used_at: null, used_by_dog_id: null })
    .where('used_by_dog_id', '=', dogId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the record and keeps its number and id as retired, in the caller's transaction. */
export async function retireRegistration(
  trx: Kysely<DB>,
  row: Pick<RegistrationRow, 'id' | 'registry_seq' | 'registry_number'>,
  reason: RetirementReason,
  at: string,
): Promise<void> {
  await trx.deleteFrom('service_dogs').where('id', '=', row.id).execute();
  // Its verification log goes with it: counts of visits to a registration that no longer exists.
  await trx.deleteFrom('lookup_counts').where('dog_id', '=', row.id).execute();
  // And the addresses its last contact email change kept.
  await trx.deleteFrom('owner_email_changes').where('dog_id', '=', row.id).execute();
  // And its public access tests (their notes) and training log.
  await trx.deleteFrom('access_tests').where('dog_id', '=', row.id).execute();
  await trx.deleteFrom('training_log').where('dog_id', '=', row.id).execute();
  // And the refusals its handler logged: theirs alone (the programme's report counts only those kept).
  await trx.deleteFrom('door_refusals').where('dog_id', '=', row.id).execute();
  await trx
    .insertInto('retired_registrations')
    .values({
      registry_seq: row.registry_seq,
      registry_number: row.registry_number,
      dog_id: row.id,
      reason,
      retired_at: at,
    })
    .execute();
}

/** The tombstone of a denied or deleted record, by its id or its registry sequence. */
export async function findRetired(
  db: Kysely<DB>,
  by: { id: string } | { sequence: number },
): Promise<RetiredRegistrationRow | null> {
  const query = db.selectFrom('retired_registrations').selectAll();
  const row = await (
    'id' in by ? query.where('dog_id', '=', by.id) : query.where('registry_seq', '=', by.sequence)
  ).executeTakeFirst();
  return row ?? null;
}

export async function hasAnyRegistration(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('service_dogs').select('id').limit(1).executeTakeFirst()) !== undefined;
}
