import type { Kysely } from 'kysely';

/**
 * Email goes through an outbox: a message is a row written in the same transaction as the change that
 * causes it, and a worker in the server sends it later, with retries. A lease on each row keeps two
 * instances from sending the same message (docs/decisions/009-email-outbox.md).
 */
export const outboxMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('dog_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sent_at', 'text')
      .addColumn('failed_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .execute();
    await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
  },
};
