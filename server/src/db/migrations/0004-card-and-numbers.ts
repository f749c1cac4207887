import { sql, type Kysely } from 'kysely';

/**
 * Registry numbers are unique forever: a counter that only grows hands them out, and a record that
 * is denied or deleted leaves a tombstone, so its number (and its card's QR code) answers "not a
 * valid registration" instead of "not found", and is never given to another dog.
 * The service type, which discloses a disability, is shown to visitors only when the handler says so.
 */
export const cardAndNumbersMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('registry_lock')
      .addColumn('last_sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update registry_lock set last_sequence = coalesce((select max(registry_seq) from service_dogs), 0)`.execute(
      db,
    );
    await db.schema
      .createTable('retired_registrations')
      .addColumn('registry_seq', 'integer', (c) => c.primaryKey())
      .addColumn('registry_number', 'text', (c) => c.notNull())
      .addColumn('dog_id', 'text', (c) => c.notNull().unique())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('retired_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('service_dogs')
      .addColumn('show_service_type', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
