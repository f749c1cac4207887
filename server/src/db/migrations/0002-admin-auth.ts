import type { Kysely } from 'kysely';

/** Sign-in throttling shared by every server instance, and the one-time link that creates the first admin. */
export const adminAuthMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('login_failures')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_failures_email_at').on('login_failures').columns(['email', 'at']).execute();
    await db.schema.createIndex('login_failures_ip_at').on('login_failures').columns(['ip', 'at']).execute();

    await db.schema
      .createTable('admin_setup_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },
};
