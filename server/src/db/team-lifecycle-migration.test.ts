import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { migrateTo, migrateToLatest } from './migrate';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';

const at = '2026-01-01T00:00:00.000Z';

/** Migration 0006 widens the status check; on SQLite that rebuilds the table, which must keep everything. */
describe.each(testDialects)('the team-lifecycle migration on %s', (dialect) => {
  let location: TestDatabaseLocation;
  let database: Database;

  afterEach(async () => {
    await database.db.destroy();
    await location.drop();
  });

  it('keeps every record, its payment code link and its search entry, and accepts the new statuses', async () => {
    location = await createTestDatabase(dialect);
    database = openDatabase({
      databaseUrl: location.databaseUrl,
      sqliteFile: `${location.dataDir}/registry.sqlite`,
      cacheBytes: 1024 * 1024,
    });
    const { db } = database;
    await migrateTo(database, '0005-outbox');
    await sql`insert into service_dogs (id, registry_number, registry_seq, dog_name, dog_breed, dog_age, service_type,
      owner_name, owner_address, owner_phone, owner_email, trainer_license_number, payment_code, status,
      registration_date, last_updated, expires_at, owner_token_hash, show_service_type)
      values ('dog-1', 'SDR-0001', 1, 'Biscuit', 'Poodle', '3', 'Hearing Dog', 'Ada Lovelace', '1 Road', '555',
      'ada@example.org', 'T-1', 'CODE-1', 'active', ${at}, ${at}, '2036-01-01T00:00:00.000Z', 'hash', 1)`.execute(db);
    await sql`insert into payment_codes (code, created_at, used_at, used_by_dog_id)
      values ('CODE-1', ${at}, ${at}, 'dog-1')`.execute(db);

    expect(await migrateToLatest(database)).toContain('0006-team-lifecycle');

    const dog = await db.selectFrom('service_dogs').selectAll().where('id', '=', 'dog-1').executeTakeFirstOrThrow();
    expect(dog).toMatchObject({ dog_name: 'Biscuit', status: 'active', show_service_type: 1, status_reason: null });
    const code = await db.selectFrom('payment_codes').selectAll().executeTakeFirstOrThrow();
    expect(code.used_by_dog_id).toBe('dog-1');

    await db.updateTable('service_dogs').set({ status: 'suspended', status_reason: 'Re-test due' }).execute();
    await expect(
      db
        .updateTable('service_dogs')
        .set({ status: 'lost' as never })
        .execute(),
    ).rejects.toThrow(/check/i);
    if (dialect === 'sqlite') {
      // The search triggers came back with the table: a rename is found under its new name.
      await db.updateTable('service_dogs').set({ dog_name: 'Waffles' }).execute();
      const hits = await sql<{
        rowid: number;
      }>`select rowid from service_dogs_search where search_text like '%waffles%'`.execute(db);
      expect(hits.rows.map((r) => Number(r.rowid))).toEqual([1]);
    }
    // Deleting the record still clears its payment code's link, as the foreign key says.
    await db.deleteFrom('service_dogs').execute();
    expect((await db.selectFrom('payment_codes').selectAll().executeTakeFirstOrThrow()).used_by_dog_id).toBeNull();
  });
});
