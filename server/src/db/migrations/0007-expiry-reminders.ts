import { sql, type Kysely } from 'kysely';

/**
 * Expiry reminders (90, 30 and 7 days before valid-through) are sent once each: a row per reminder,
 * keyed by the record, the reminder and the date it warns of, so a renewal (a new date) earns new ones.
 * Scheduled work takes a named lease first, so several instances never run it at once.
 */
export const expiryRemindersMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('sent_reminders')
      .addColumn('dog_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('valid_through', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sent_reminders_pk', ['dog_id', 'kind', 'valid_through'])
      .execute();
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('owner', 'text')
      .addColumn('lease_until', 'text', (c) => c.notNull())
      .addColumn('last_run_at', 'text')
      .execute();
    // The reminder pass reads active records by the date they run out.
    await sql`create index service_dogs_status_expires on service_dogs (status, expires_at)`.execute(db);
  },
};
