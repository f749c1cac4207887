import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/** Frozen here, as every migration's schema is: the default programme's id, every existing entry's programme. */
const DEFAULT_PROGRAMME = 1;

const COUNTERS = [
  ['dog_status_counts', 'status', 'status'],
  ['dog_month_counts', 'month', 'substr(registration_date, 1, 7)'],
] as const;

/**
 * Each programme's staff see their own programme's figures and activity (docs/decisions/041-programmes.md).
 * The record counters of 0013 are kept per programme: keyed (programme_id, status) and (programme_id,
 * month), refilled from every record, and their triggers follow a record whose programme changes as they
 * follow a status change, out of the old programme's counters and into the new one's. The activity log's
 * entries get the programme they belong to, every existing one the default programme's, with an index for
 * a programme's newest entries first. Unlike 0021's columns it references nothing on either database: the
 * log outlives a deleted programme (whose id no later programme takes, programmes/programme-repository.ts).
 *
 * On SQLite a rebuild of service_dogs drops the counters' triggers: a later migration that rebuilds the
 * table calls createSqliteProgrammeCountTriggers from here, not 0013's createSqliteCountTriggers.
 */
export function programmeCountsAndActivityMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop trigger service_dogs_counts on service_dogs`.execute(db);
        await sql`drop function sdr_move_dog_count(text, text, text)`.execute(db);
        await sql`drop function sdr_add_dog_count(text, text, integer)`.execute(db);
      } else {
        for (const trigger of ['dog_counts_insert', 'dog_counts_delete', 'dog_counts_status', 'dog_counts_month'])
          await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
      }

      for (const [table, key, counted] of COUNTERS) {
        await db.schema.dropTable(table).execute();
        await db.schema
          .createTable(table)
          .addColumn('programme_id', 'integer', (c) => c.notNull())
          .addColumn(key, 'text', (c) => c.notNull())
          .addColumn('n', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pkey`, ['programme_id', key])
          .execute();
        await sql
          .raw(
            `insert into ${table} (programme_id, ${key}, n)
             select programme_id, ${counted}, count(*) from service_dogs group by programme_id, ${counted}`,
          )
          .execute(db);
      }
      if (dialect === 'postgres') await createPostgresProgrammeCountTriggers(db);
      else await createSqliteProgrammeCountTriggers(db);

      await sql
        .raw(`alter table activity_log add column programme_id integer not null default ${DEFAULT_PROGRAMME}`)
        .execute(db);
      await db.schema
        .createIndex('activity_log_programme')
        .on('activity_log')
        .columns(['programme_id', 'id'])
        .execute();
    },
  };
}

const MONTH = (row: 'new' | 'old') => `substr(${row}.registration_date, 1, 7)`;

export async function createSqliteProgrammeCountTriggers(db: Kysely<unknown>): Promise<void> {
  const add = (table: string, key: string, row: 'new' | 'old', value: string, delta: 1 | -1) =>
    `insert into ${table} (programme_id, ${key}, n) values (${row}.programme_id, ${value}, ${delta})
     on conflict (programme_id, ${key}) do update set n = n + ${delta};`;
  const status = (row: 'new' | 'old', delta: 1 | -1) => add('dog_status_counts', 'status', row, `${row}.status`, delta);
  const month = (row: 'new' | 'old', delta: 1 | -1) => add('dog_month_counts', 'month', row, MONTH(row), delta);
  const movedProgramme = 'old.programme_id <> new.programme_id';
  const triggers = [
    `create trigger dog_counts_insert after insert on service_dogs begin ${status('new', 1)} ${month('new', 1)} end`,
    `create trigger dog_counts_delete after delete on service_dogs begin ${status('old', -1)} ${month('old', -1)} end`,
    `create trigger dog_counts_status after update of status, programme_id on service_dogs
     when old.status <> new.status or ${movedProgramme} begin ${status('old', -1)} ${status('new', 1)} end`,
    `create trigger dog_counts_month after update of registration_date, programme_id on service_dogs
     when ${MONTH('old')} <> ${MONTH('new')} or ${movedProgramme} begin ${month('old', -1)} ${month('new', 1)} end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}

/**
 * 0013's row trigger, now also on a change of programme. Counters are still locked in one order whatever
 * the change (statuses before months, and within a table by programme, then by name), so two transactions
 * cannot deadlock on them. The truncate trigger (sdr_clear_dog_counts) empties both tables, every
 * programme's counters with them, and stays as 0013 made it.
 */
async function createPostgresProgrammeCountTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function sdr_add_dog_count(counters text, programme integer, counted text, delta integer)
    returns void language plpgsql as $$
    begin
      if counters = 'status' then
        insert into dog_status_counts (programme_id, status, n) values (programme, counted, delta)
        on conflict (programme_id, status) do update set n = dog_status_counts.n + delta;
      else
        insert into dog_month_counts (programme_id, month, n) values (programme, counted, delta)
        on conflict (programme_id, month) do update set n = dog_month_counts.n + delta;
      end if;
    end $$`.execute(db);
  await sql`
    create function sdr_move_dog_count(
      counters text, from_programme integer, from_key text, to_programme integer, to_key text
    ) returns void language plpgsql as $$
    begin
      if (from_programme, from_key) = (to_programme, to_key) then
        return;
      elsif (from_programme, from_key) < (to_programme, to_key) then
        perform sdr_add_dog_count(counters, from_programme, from_key, -1);
        perform sdr_add_dog_count(counters, to_programme, to_key, 1);
      else
        perform sdr_add_dog_count(counters, to_programme, to_key, 1);
        perform sdr_add_dog_count(counters, from_programme, from_key, -1);
      end if;
    end $$`.execute(db);
  await sql`
    create or replace function sdr_count_dogs() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform sdr_add_dog_count('status', new.programme_id, new.status, 1);
        perform sdr_add_dog_count('month', new.programme_id, substr(new.registration_date, 1, 7), 1);
      elsif tg_op = 'DELETE' then
        perform sdr_add_dog_count('status', old.programme_id, old.status, -1);
        perform sdr_add_dog_count('month', old.programme_id, substr(old.registration_date, 1, 7), -1);
      else
        perform sdr_move_dog_count('status', old.programme_id, old.status, new.programme_id, new.status);
        perform sdr_move_dog_count('month', old.programme_id, substr(old.registration_date, 1, 7),
          new.programme_id, substr(new.registration_date, 1, 7));
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger service_dogs_counts after insert or delete or update of status, registration_date, programme_id
    on service_dogs for each row execute function sdr_count_dogs()`.execute(db);
}
