import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database';
import { createSqliteSearchTriggers } from './0003-dashboard-indexes';

/** Frozen here, as every migration's schema is: the statuses of docs/decisions/010-team-lifecycle.md. */
const STATUSES = ['in_training', 'pending', 'active', 'suspended', 'revoked', 'retired', 'deceased', 'denied'];
const statusCheck = sql.raw(`status in (${STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * A team's whole life: the status check widens to every status, and a record keeps staff's reason for a
 * suspension, revocation or denial (the handler is told it). A denied record now stays, as `denied`.
 */
export function teamLifecycleMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`alter table service_dogs drop constraint service_dogs_status_check`.execute(db);
        await sql`alter table service_dogs add constraint service_dogs_status_check check (${statusCheck})`.execute(db);
      } else {
        await rebuildSqliteTable(db);
      }
      await db.schema.alterTable('service_dogs').addColumn('status_reason', 'text').execute();
    },
  };
}

/**
 * SQLite cannot change a CHECK constraint, so the table is rebuilt (https://www.sqlite.org/lang_altertable.html,
 * "Making Other Kinds Of Table Schema Changes"), inside the migration's transaction. Foreign keys stay on there,
 * so dropping the old table sets payment_codes.used_by_dog_id to null: the links are saved first and put back.
 * The FTS search table keeps its rows (they are keyed by registry_seq); its triggers go with the old table and
 * are made again, as are the indexes.
 */
async function rebuildSqliteTable(db: Kysely<unknown>): Promise<void> {
  const columns = `id, registry_number, registry_seq, dog_name, dog_breed, dog_age, service_type, service_type_other,
    microchip_number, photo_key, thumbnail_key, certification_key, certification_mime, owner_name, owner_address,
    owner_phone, owner_email, trainer_license_number, payment_code, status, registration_date, last_updated,
    expires_at, version, owner_token_hash, show_service_type`;
  await sql`create table service_dogs_next (
    id text primary key,
    registry_number text not null unique,
    registry_seq integer not null unique,
    dog_name text not null,
    dog_breed text not null,
    dog_age text not null,
    service_type text not null,
    service_type_other text,
    microchip_number text,
    photo_key text,
    thumbnail_key text,
    certification_key text,
    certification_mime text,
    owner_name text not null,
    owner_address text not null,
    owner_phone text not null,
    owner_email text not null,
    trainer_license_number text not null,
    payment_code text,
    status text not null check (${statusCheck}),
    registration_date text not null,
    last_updated text not null,
    expires_at text not null,
    version integer not null default 1,
    owner_token_hash text not null,
    show_service_type integer not null default 0
  )`.execute(db);
  await sql.raw(`insert into service_dogs_next (${columns}) select ${columns} from service_dogs`).execute(db);
  await sql`create temp table payment_code_links as
    select code, used_by_dog_id from payment_codes where used_by_dog_id is not null`.execute(db);
  await sql`drop table service_dogs`.execute(db);
  await sql`alter table service_dogs_next rename to service_dogs`.execute(db);
  await sql`update payment_codes set used_by_dog_id =
    (select l.used_by_dog_id from payment_code_links l where l.code = payment_codes.code)
    where code in (select code from payment_code_links)`.execute(db);
  await sql`drop table payment_code_links`.execute(db);

  await sql`create index service_dogs_registration_date on service_dogs (registration_date, id)`.execute(db);
  await sql`create index service_dogs_status_date on service_dogs (status, registration_date)`.execute(db);
  await sql`create index service_dogs_dog_name on service_dogs (lower(dog_name), id)`.execute(db);
  await sql`create index service_dogs_owner_name on service_dogs (lower(owner_name), id)`.execute(db);
  await sql`create index service_dogs_service_type on service_dogs (service_type, id)`.execute(db);
  await sql`create index service_dogs_status_id on service_dogs (status, id)`.execute(db);

  await createSqliteSearchTriggers(db);
}
