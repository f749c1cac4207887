import type { Kysely } from 'kysely';

/**
 * A lost owner link no longer tells who is registered, nor ends a working link:
 * - a recovery request is queued as typed and answered at once; a worker looks it up later;
 * - the new key waits beside the current one (pending_owner_token_hash) and replaces it when first used;
 * - a contact email the owner link changed is told to the address before it, which may undo it for 14
 *   days, and it is not where recovery sends a link until a link sent to it confirms it. One row per
 *   registration, replaced by the next change: the latest change is the only one that matters.
 */
export const ownerLinkRecoveryMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('service_dogs').addColumn('pending_owner_token_hash', 'text').execute();

    await db.schema
      .createTable('owner_link_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('registry_number', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('base_url', 'text', (c) => c.notNull())
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('owner_link_requests_requested_at')
      .on('owner_link_requests')
      .column('requested_at')
      .execute();

    await db.schema
      .createTable('owner_email_changes')
      .addColumn('dog_id', 'text', (c) => c.primaryKey())
      // Told of the change, restored by its undo link, and where recovery goes until new_email is confirmed.
      .addColumn('previous_email', 'text', (c) => c.notNull())
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .addColumn('undo_token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('undo_until', 'text', (c) => c.notNull())
      // Null once the new address is confirmed.
      .addColumn('confirm_token_hash', 'text', (c) => c.unique())
      .addColumn('confirmed_at', 'text')
      .execute();
  },
};
