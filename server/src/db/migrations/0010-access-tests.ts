import type { Kysely } from 'kysely';

/**
 * Public access tests that staff record (date, evaluator from the trainer directory, result, next due).
 * A record keeps what its fees paid for (paid_through) and the latest test's next due date
 * (access_test_due); expires_at is the earlier of the two, so validity is capped by the next test.
 */
export const accessTestsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('access_tests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('dog_id', 'text', (c) => c.notNull())
      .addColumn('tested_on', 'text', (c) => c.notNull())
      .addColumn('evaluator_license', 'text', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('next_due', 'text')
      .addColumn('recorded_by', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('access_tests_dog').on('access_tests').columns(['dog_id', 'tested_on']).execute();
    await db.schema.alterTable('service_dogs').addColumn('paid_through', 'text').execute();
    await db.schema.alterTable('service_dogs').addColumn('access_test_due', 'text').execute();
  },
};
