import type { Kysely } from 'kysely';

/**
 * Training attestations become records (docs/decisions/044-training-attestation.md): a row per
 * attestation issued, with a status-list index drawn from the cards' index space (so an attestation hides
 * among every card of the deployment), the passed public access test it attests, and how its life ended.
 * Nothing is issued here: a team's first attestation is issued at its next change or when it is asked for.
 */
export const trainingAttestationsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('training_attestations')
      .addColumn('status_index', 'integer', (c) => c.primaryKey())
      .addColumn('dog_id', 'text', (c) => c.notNull())
      .addColumn('access_test_id', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      // What it attests (JSON) and a hash of it; cleared when it ends, so nothing personal outlives it.
      .addColumn('claims', 'text')
      .addColumn('fingerprint', 'text')
      .addColumn('ended_at', 'text')
      .addColumn('end_reason', 'text')
      .execute();
    await db.schema
      .createIndex('training_attestations_dog')
      .on('training_attestations')
      .columns(['dog_id', 'ended_at'])
      .execute();
  },
};
