import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findRegistrationBySequence } from '../lifecycle/registration-repository';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { createTestDatabase, testDialects } from '../test/test-databases';

const at = '2026-01-01T00:00:00.000Z';

/**
 * The look-up's read runs as a named prepared statement on PostgreSQL (prepared-statements.ts). Another
 * instance of a newer version may add a column while this one keeps the statement: its look-ups
 * must go on answering.
 */
describe.runIf(testDialects.includes('postgres'))('the look-up read kept prepared on PostgreSQL', () => {
  it('is kept by the connection and still answers after a column is added to the records', async () => {
    const location = await createTestDatabase('postgres');
    // One connection, so that what it keeps prepared can be read back on it.
    const database = openDatabase({ databaseUrl: location.databaseUrl, sqliteFile: '', cacheBytes: 0, poolSize: 1 });
    try {
      await migrateToLatest(database);
      await sql`insert into service_dogs (id, registry_number, registry_seq, dog_name, dog_breed, dog_age,
        service_type, owner_name, owner_address, owner_phone, owner_email, trainer_license_number, status,
        registration_date, last_updated, expires_at, owner_token_hash)
        values ('dog-7', 'SDR-0007', 7, 'Rosie', 'Poodle', '3', 'Hearing Dog', 'Ada Lovelace', '1 Road', '555',
        'ada@example.org', 'T-1', 'active', ${at}, ${at}, '2036-01-01T00:00:00.000Z', 'hash')`.execute(database.db);

      expect((await findRegistrationBySequence(database.db, 7))?.dog_name).toBe('Rosie');
      const kept = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(database.db);
      expect(kept.rows.map((row) => row.statement)).toEqual([expect.stringMatching(/"registry_seq" = \$1/)]);

      await sql`alter table service_dogs add column added_by_a_newer_version text`.execute(database.db);
      const after = await findRegistrationBySequence(database.db, 7);
      expect(after?.dog_name).toBe('Rosie');
      expect(after).not.toHaveProperty('added_by_a_newer_version');
      expect(await findRegistrationBySequence(database.db, 8)).toBeNull();
    } finally {
      await database.db.destroy();
      await location.drop();
    }
  });
});
