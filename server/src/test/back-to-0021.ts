/**
 * What migrations 0028 to 0022 change, put back as 0021 left it, and their names out of the record of
 * migrations: for tests that run 0022 (or 0021 before it) on data the registry's own code made at the
 * latest schema. The counters and their triggers are made again by 0013 itself, from every record.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dogCountsMigration } from '../db/migrations/0013-dog-counts';

export async function backTo0021({ db, dialect }: Database): Promise<void> {
  await sql`drop table door_refusals`.execute(db);
  await sql`delete from kysely_migration where name = '0028-door-refusals'`.execute(db);
  await sql`drop table trainer_invitations`.execute(db);
  await sql`delete from admins where role = 'trainer'`.execute(db);
  for (const column of ['role', 'trainer_license'])
    await sql`alter table admins drop column ${sql.raw(column)}`.execute(db);
  await sql`delete from kysely_migration where name = '0027-trainer-accounts'`.execute(db);
  await sql`drop table training_log`.execute(db);
  await sql`delete from kysely_migration where name = '0026-training-log'`.execute(db);
  await sql`alter table service_dogs drop column task_categories`.execute(db);
  await sql`delete from kysely_migration where name = '0025-task-categories'`.execute(db);
  for (const column of ['place_kind', 'checklist', 'notes'])
    await sql`alter table access_tests drop column ${sql.raw(column)}`.execute(db);
  await sql`delete from kysely_migration where name = '0024-access-test-checklist'`.execute(db);
  await sql`drop table training_attestations`.execute(db);
  await sql`delete from kysely_migration where name = '0023-training-attestations'`.execute(db);
  await sql`drop index activity_log_programme`.execute(db);
  await sql`alter table activity_log drop column programme_id`.execute(db);
  if (dialect === 'postgres') {
    await sql`drop trigger service_dogs_counts on service_dogs`.execute(db);
    await sql`drop trigger service_dogs_counts_truncate on service_dogs`.execute(db);
    await sql`drop function sdr_count_dogs(), sdr_clear_dog_counts(),
      sdr_move_dog_count(text, integer, text, integer, text), sdr_add_dog_count(text, integer, text, integer)`.execute(
      db,
    );
  } else {
    for (const trigger of ['dog_counts_insert', 'dog_counts_delete', 'dog_counts_status', 'dog_counts_month'])
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    // 0013 makes it again on SQLite.
    await sql`drop index service_dogs_status_seq`.execute(db);
  }
  await sql`drop table dog_status_counts`.execute(db);
  await sql`drop table dog_month_counts`.execute(db);
  await dogCountsMigration(dialect).up(db as unknown as Kysely<unknown>);
  await sql`delete from kysely_migration where name = '0022-programme-counts-and-activity'`.execute(db);
}
