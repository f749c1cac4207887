import type { Kysely } from 'kysely';

/**
 * Trainer accounts (docs/decisions/046-trainer-accounts.md): an account's role, the directory listing a
 * trainer's account signs in as, and the one-time links by
 * which a programme's staff invite a trainer of its directory.
 */
export const trainerAccountsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('admins')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('staff'))
      .execute();
    await db.schema
      .alterTable('admins')
      // No foreign key: SQLite cannot drop a column that has one. Removing a listing removes its account
      // in the same statement's transaction (trainers/trainer-repository.ts).
      .addColumn('trainer_license', 'text')
      .execute();
    await db.schema
      .createTable('trainer_invitations')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('programme_id', 'integer', (c) => c.notNull())
      .addColumn('trainer_license', 'text', (c) =>
        c.notNull().references('trainers.license_number').onDelete('cascade'),
      )
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('invited_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('trainer_invitations_trainer')
      .on('trainer_invitations')
      .column('trainer_license')
      .execute();
  },
};
