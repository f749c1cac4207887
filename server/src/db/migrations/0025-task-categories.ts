import type { Kysely } from 'kysely';

/**
 * The kinds of task a handler may choose to have named on the team's training attestation
 * (docs/decisions/044-training-attestation.md, common/task-categories.ts): a JSON array, null (the default)
 * for none. Nothing is named unless the handler chooses it.
 */
export const taskCategoriesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('service_dogs').addColumn('task_categories', 'text').execute();
  },
};
