import { sql, type Kysely } from 'kysely';

/**
 * Cards become records (docs/decisions/019-cards-and-status-lists.md): a row per card issued, with its
 * status-list index, drawn at random and never reused, and how its life ended. Until now a card's index
 * was its registry sequence, or a number taken from the registry counter for a replacement; those
 * indexes, 1 to the counter's last value, become the legacy range, every index in which is revoked from
 * here on: a card printed before this version may carry a name or date its record no longer has, and
 * nothing tells its printings apart. The current legacy card of each record in force is recorded as
 * superseded, so it says "Replaced by a newer card", and the lifecycle issues each one a new card at
 * start (`backfill_pending`). Cards replaced before are recorded the same way. A deleted record's
 * replacement card, which the old tombstone forgot, is covered by the legacy range.
 */
export const cardsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('cards')
      .addColumn('status_index', 'integer', (c) => c.primaryKey())
      .addColumn('dog_id', 'text', (c) => c.notNull())
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      // The current card's claims (JSON, without the issuer) and what it shows; cleared when it ends.
      .addColumn('claims', 'text')
      .addColumn('fingerprint', 'text')
      .addColumn('ended_at', 'text')
      .addColumn('end_reason', 'text')
      .execute();
    await db.schema.createIndex('cards_dog').on('cards').columns(['dog_id', 'ended_at']).execute();
    await db.schema
      .createTable('status_list_space')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('legacy_ceiling', 'integer', (c) => c.notNull())
      // Cards issued above the legacy range: with it, how full the space is (it doubles when an eighth full).
      .addColumn('issued', 'integer', (c) => c.notNull())
      .addColumn('backfill_pending', 'integer', (c) => c.notNull())
      .execute();
    const now = new Date().toISOString();
    await sql`
      insert into status_list_space (id, size, legacy_ceiling, issued, backfill_pending)
      select 1, 131072, coalesce(max(last_sequence), 0), 0, 1 from registry_lock`.execute(db);
    await sql`
      insert into cards (status_index, dog_id, revision, issued_at, ended_at, end_reason)
      select status_index, dog_id, revision, replaced_at, replaced_at, 'superseded' from replaced_cards`.execute(db);
    await sql`
      insert into cards (status_index, dog_id, revision, issued_at, ended_at, end_reason)
      select coalesce(card_index, registry_seq), id, version, last_updated, ${now}, 'superseded'
      from service_dogs where status in ('active', 'suspended')`.execute(db);
    await db.schema.dropTable('replaced_cards').execute();
    await db.schema.alterTable('service_dogs').dropColumn('card_index').execute();
  },
};
