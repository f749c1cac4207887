import type { Kysely } from 'kysely';

/**
 * The public access test item by item (docs/decisions/045-access-test-checklist.md): where it took place
 * (a kind of place), each checklist item passed or not (JSON), and the evaluator's notes. Tests recorded
 * before have none of them; their result stands as recorded.
 */
export const accessTestChecklistMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('access_tests').addColumn('place_kind', 'text').execute();
    await db.schema.alterTable('access_tests').addColumn('checklist', 'text').execute();
    await db.schema.alterTable('access_tests').addColumn('notes', 'text').execute();
  },
};
