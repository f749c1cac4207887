import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { migrateTo, migrateToLatest } from './migrate';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';

const at = '2026-01-01T00:00:00.000Z';

async function insertDog(database: Database, seq: number, status: string): Promise<void> {
  await sql`insert into service_dogs (id, registry_number, registry_seq, dog_name, dog_breed, dog_age, service_type,
    owner_name, owner_address, owner_phone, owner_email, trainer_license_number, payment_code, status,
    registration_date, last_updated, expires_at, owner_token_hash, show_service_type)
    values (${`dog-${seq}`}, ${`SDR-${seq}`}, ${seq}, 'Biscuit', 'Poodle', '3', 'Hearing Dog', 'Ada Lovelace',
    '1 Road', '555', 'ada@example.org', 'T-1', null, ${status}, ${at}, ${at}, '2036-01-01T00:00:00.000Z',
    'hash', 1)`.execute(database.db);
}

/** The counters as a plain object, and what counting every record says they should hold. */
async function countersAndTruth(database: Database) {
  const counters = await database.db.selectFrom('dog_status_counts').select(['status', 'n']).execute();
  const truth = await database.db
    .selectFrom('service_dogs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const asObject = (rows: { status: string; n: number | string }[]) =>
    Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.status, Number(r.n)]));
  return { counters: asObject(counters), truth: asObject(truth) };
}

/** Migration 0013 counts the records per status and keeps the counts through every kind of change. */
describe.each(testDialects)('the status counters on %s', (dialect) => {
  let location: TestDatabaseLocation;
  let database: Database;

  afterEach(async () => {
    await database.db.destroy();
    await location.drop();
  });

  it('start from the records already stored and follow inserts, status changes and deletes', async () => {
    location = await createTestDatabase(dialect);
    database = openDatabase({
      databaseUrl: location.databaseUrl,
      sqliteFile: `${location.dataDir}/registry.sqlite`,
      cacheBytes: 1024 * 1024,
    });
    await migrateTo(database, '0012-dog-change-notices');
    await insertDog(database, 1, 'active');
    await insertDog(database, 2, 'active');
    await insertDog(database, 3, 'pending');
    expect(await migrateToLatest(database)).toContain('0013-dog-status-counts');
    expect((await countersAndTruth(database)).counters).toEqual({ active: 2, pending: 1 });

    await insertDog(database, 4, 'pending');
    await database.db.updateTable('service_dogs').set({ status: 'revoked' }).where('id', '=', 'dog-1').execute();
    // Changing other columns, or setting the status it already has, changes no count.
    await database.db
      .updateTable('service_dogs')
      .set({ status: 'pending', dog_name: 'Waffles' })
      .where('id', '=', 'dog-3')
      .execute();
    await database.db.deleteFrom('service_dogs').where('id', '=', 'dog-2').execute();
    const after = await countersAndTruth(database);
    expect(after.counters).toEqual({ pending: 2, revoked: 1 });
    expect(after.counters).toEqual(after.truth);

    // A statement that moves several records at once counts each of them.
    await database.db.updateTable('service_dogs').set({ status: 'active' }).execute();
    expect((await countersAndTruth(database)).counters).toEqual({ active: 3 });
    await database.db.deleteFrom('service_dogs').execute();
    expect((await countersAndTruth(database)).counters).toEqual({});
  });
});
