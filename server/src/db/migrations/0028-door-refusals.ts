import type { Kysely } from 'kysely';

/**
 * Refusals a handler logs from the owner page (docs/decisions/048-refusal-log.md): when, where (a name
 * and a kind of place), what happened, notes, and whether a complaint was drafted from it. The handler
 * alone reads them; the programme sees counts only. Their id is made on the phone, so a refusal sent
 * twice is stored once.
 */
export const doorRefusalsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('door_refusals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('dog_id', 'text', (c) => c.notNull())
      .addColumn('programme_id', 'integer', (c) => c.notNull())
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('place_name', 'text', (c) => c.notNull())
      .addColumn('place_kind', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('complaint_drafted_at', 'text')
      .execute();
    await db.schema.createIndex('door_refusals_dog').on('door_refusals').columns(['dog_id', 'occurred_at']).execute();
    await db.schema
      .createIndex('door_refusals_programme')
      .on('door_refusals')
      .columns(['programme_id', 'occurred_at'])
      .execute();
  },
};
