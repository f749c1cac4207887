import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { migrateTo, migrateToLatest } from './migrate';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';

const at = '2026-01-01T00:00:00.000Z';

async function insertRegistration(database: Database, seq: number, status: string, registered = at): Promise<void> {
  await sql`insert into service_dogs (id, registry_number, registry_seq, dog_name, dog_breed, dog_age, service_type,
    owner_name, owner_address, owner_phone, owner_email, trainer_license_number, payment_code, status,
    registration_date, last_updated, expires_at, owner_token_hash, show_service_type)
    values (${`dog-${seq}`}, ${`SDR-${seq}`}, ${seq}, 'Biscuit', 'Poodle', '3', 'Hearing Dog', 'Ada Lovelace',
    '1 Road', '555', 'ada@example.org', 'T-1', null, ${status}, ${registered}, ${at}, '2036-01-01T00:00:00.000Z',
    'hash', 1)`.execute(database.db);
}

/** Both sets of counters as plain objects, and what counting every record says they should hold. */
async function countersAndTruth({ db }: Database) {
  const asObject = (rows: { key: string; n: number | string }[]) =>
    Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.key, Number(r.n)]));
  const month = sql<string>`substr(registration_date, 1, 7)`;
  return {
    statuses: asObject(await db.selectFrom('dog_status_counts').select(['status as key', 'n']).execute()),
    months: asObject(await db.selectFrom('dog_month_counts').select(['month as key', 'n']).execute()),
    truth: {
      statuses: asObject(
        await db
          .selectFrom('service_dogs')
          .select(['status as key', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('status')
          .execute(),
      ),
      months: asObject(
        await db
          .selectFrom('service_dogs')
          .select([month.as('key'), (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy(month)
          .execute(),
      ),
    },
  };
}

/** Migration 0013 counts the records per status and per month and keeps the counts through every kind of change. */
describe.each(testDialects)('the record counters on %s', (dialect) => {
  let location: TestDatabaseLocation;
  let database: Database;

  afterEach(async () => {
    await database.db.destroy();
    await location.drop();
  });

  it('start from the records already stored and follow inserts, changes and deletes', async () => {
    location = await createTestDatabase(dialect);
    database = openDatabase({
      databaseUrl: location.databaseUrl,
      sqliteFile: `${location.dataDir}/registry.sqlite`,
      cacheBytes: 1024 * 1024,
    });
    await migrateTo(database, '0012-dog-change-notices');
    await insertRegistration(database, 1, 'active');
    await insertRegistration(database, 2, 'active', '2026-02-10T09:00:00.000Z');
    await insertRegistration(database, 3, 'pending');
    expect(await migrateToLatest(database)).toContain('0013-dog-counts');
    const before = await countersAndTruth(database);
    expect(before.statuses).toEqual({ active: 2, pending: 1 });
    expect(before.months).toEqual({ '2026-01': 2, '2026-02': 1 });

    await insertRegistration(database, 4, 'pending', '2026-03-01T00:00:00.000Z');
    await database.db.updateTable('service_dogs').set({ status: 'revoked' }).where('id', '=', 'dog-1').execute();
    // Changing other columns, or setting the status it already has, changes no count.
    await database.db
      .updateTable('service_dogs')
      .set({ status: 'pending', dog_name: 'Waffles' })
      .where('id', '=', 'dog-3')
      .execute();
    await database.db
      .updateTable('service_dogs')
      .set({ registration_date: '2026-03-15T00:00:00.000Z' })
      .where('id', '=', 'dog-3')
      .execute();
    await database.db.deleteFrom('service_dogs').where('id', '=', 'dog-2').execute();
    const after = await countersAndTruth(database);
    expect(after.statuses).toEqual({ pending: 2, revoked: 1 });
    expect(after.months).toEqual({ '2026-01': 1, '2026-03': 2 });
    expect({ statuses: after.statuses, months: after.months }).toEqual(after.truth);

    // A statement that changes several records at once counts each of them.
    await database.db.updateTable('service_dogs').set({ status: 'active' }).execute();
    expect((await countersAndTruth(database)).statuses).toEqual({ active: 3 });
    await database.db.deleteFrom('service_dogs').execute();
    const emptied = await countersAndTruth(database);
    expect([emptied.statuses, emptied.months]).toEqual([{}, {}]);
  });
});
