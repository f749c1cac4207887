import type { Kysely } from 'kysely';

/**
 * How often a registration was looked up, per month, for its handler: a counter per record and month,
 * and nothing about who looked (no address, no time finer than the month).
 */
export const lookupCountsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('lookup_counts')
      .addColumn('dog_id', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('lookup_counts_pk', ['dog_id', 'month'])
      .execute();
  },
};
