import type { Kysely } from 'kysely';

/**
 * Sign-in attempts counted by one atomic update per key (an account from an address, and an address),
 * taken before the password is checked, so simultaneous attempts cannot slip past the limit; a lock
 * grows with each lockout. It replaces the failures log, whose check-then-insert could be raced.
 */
export const loginThrottleMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('login_throttle')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('window_start', 'text', (c) => c.notNull())
      .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .execute();
    await db.schema.dropTable('login_failures').execute();
  },
};
