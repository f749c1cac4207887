import type { Kysely } from 'kysely';

/**
 * A replacement card gets a status-list index of its own, so the lost one can be revoked alone. A
 * record's current card uses card_index (null: its registry sequence, as every card did before), and
 * each replaced card's index is kept in replaced_cards, which the revocation list includes.
 */
export const cardReplacementMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('service_dogs').addColumn('card_index', 'integer').execute();
    await db.schema
      .createTable('replaced_cards')
      .addColumn('status_index', 'integer', (c) => c.primaryKey())
      .addColumn('dog_id', 'text', (c) => c.notNull())
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('replaced_at', 'text', (c) => c.notNull())
      .execute();
  },
};
