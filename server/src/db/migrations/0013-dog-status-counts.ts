import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/**
 * How many records hold each status, kept by triggers in the same transaction as the change, so the
 * dashboard's "of N" needs no count over every record (at a million records that count alone took
 * longer than the page it numbers). Searches still count their matches, which the trigram index
 * narrows. On SQLite a rebuild of service_dogs drops these triggers: a migration that rebuilds it
 * calls createSqliteStatusCountTriggers again, as 0006 does for the search triggers.
 */
export function dogStatusCountsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('dog_status_counts')
        .addColumn('status', 'text', (c) => c.primaryKey())
        .addColumn('n', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into dog_status_counts (status, n) select status, count(*) from service_dogs group by status`.execute(
        db,
      );
      if (dialect === 'postgres') await createPostgresStatusCountTriggers(db);
      else await createSqliteStatusCountTriggers(db);
    },
  };
}

export async function createSqliteStatusCountTriggers(db: Kysely<unknown>): Promise<void> {
  const add = (row: 'new' | 'old', delta: 1 | -1) =>
    `insert into dog_status_counts (status, n) values (${row}.status, ${delta})
     on conflict (status) do update set n = n + ${delta};`;
  await sql
    .raw(`create trigger dog_status_counts_insert after insert on service_dogs begin ${add('new', 1)} end`)
    .execute(db);
  await sql
    .raw(`create trigger dog_status_counts_delete after delete on service_dogs begin ${add('old', -1)} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger dog_status_counts_update after update of status on service_dogs
       when old.status <> new.status begin ${add('old', -1)} ${add('new', 1)} end`,
    )
    .execute(db);
}

/**
 * One row trigger for every change. A change of status touches two counters; they are locked in the
 * order of their names, so two transactions moving records in opposite directions cannot deadlock.
 */
async function createPostgresStatusCountTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function sdr_add_status_count(counted text, delta integer) returns void language sql as $$
      insert into dog_status_counts (status, n) values (counted, delta)
      on conflict (status) do update set n = dog_status_counts.n + delta
    $$`.execute(db);
  await sql`
    create function sdr_count_dog_status() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform sdr_add_status_count(new.status, 1);
      elsif tg_op = 'DELETE' then
        perform sdr_add_status_count(old.status, -1);
      elsif old.status <> new.status then
        if old.status < new.status then
          perform sdr_add_status_count(old.status, -1);
          perform sdr_add_status_count(new.status, 1);
        else
          perform sdr_add_status_count(new.status, 1);
          perform sdr_add_status_count(old.status, -1);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger service_dogs_status_counts after insert or delete or update of status on service_dogs
    for each row execute function sdr_count_dog_status()`.execute(db);
  await sql`
    create function sdr_clear_status_counts() returns trigger language plpgsql as $$
    begin
      delete from dog_status_counts;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger service_dogs_status_counts_truncate after truncate on service_dogs
    for each statement execute function sdr_clear_status_counts()`.execute(db);
}
