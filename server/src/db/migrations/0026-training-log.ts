import type { Kysely } from 'kysely';

/**
 * A team's training log (docs/decisions/045-access-test-checklist.md): the day, the time spent (in
 * minutes) and the skills practised, logged by the programme's staff, read by them and the handler only.
 */
export const trainingLogMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('training_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('dog_id', 'text', (c) => c.notNull())
      .addColumn('logged_on', 'text', (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('skills', 'text', (c) => c.notNull())
      .addColumn('recorded_by', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('training_log_dog').on('training_log').columns(['dog_id', 'logged_on']).execute();
  },
};
