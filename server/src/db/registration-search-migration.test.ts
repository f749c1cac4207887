import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRegistrationFilter } from '../lifecycle/registration-filter';
import { createRegistrationListRepository } from '../lifecycle/registration-list-repository';
import { openDatabase, type Database } from './database';
import { migrateTo, migrateToLatest } from './migrate';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';

const at = '2026-01-01T00:00:00.000Z';

async function insertRegistration(database: Database, seq: number, dogName: string, ownerName: string, status: string) {
  await sql`insert into service_dogs (id, registry_number, registry_seq, dog_name, dog_breed, dog_age, service_type,
    owner_name, owner_address, owner_phone, owner_email, trainer_license_number, payment_code, status,
    registration_date, last_updated, expires_at, owner_token_hash, show_service_type)
    values (${`dog-${seq}`}, ${`SDR-${String(seq).padStart(4, '0')}`}, ${seq}, ${dogName}, 'Poodle', '3', 'Hearing Dog',
    ${ownerName}, '1 Road', '555', 'ada@example.org', 'T-1', null, ${status}, ${at}, ${at},
    '2036-01-01T00:00:00.000Z', 'hash', 1)`.execute(database.db);
}

/** What the dashboard's "of N" says for each search, beside the records that truly match. */
async function searchCounts(database: Database, searches: [string, 'all' | 'pending'][]) {
  const list = createRegistrationListRepository(database);
  const counted: Record<string, number> = {};
  const truth: Record<string, number> = {};
  const rows = await database.db.selectFrom('service_dogs').select(['dog_name', 'owner_name', 'status']).execute();
  for (const [search, status] of searches) {
    const key = `${search} (${status})`;
    counted[key] = await list.count(parseRegistrationFilter({ search, status }, 'SDR-', null));
    truth[key] = rows.filter(
      (row) =>
        (status === 'all' || row.status === status) &&
        `${row.dog_name}\n${row.owner_name}`.toLowerCase().includes(search.toLowerCase()),
    ).length;
  }
  return { counted, truth };
}

const SEARCHES: [string, 'all' | 'pending'][] = [
  ['ros', 'all'],
  ['ros', 'pending'],
  ['lovelace', 'all'],
  ['waffles', 'all'],
  ['50%', 'all'],
];

/**
 * A search's matches are counted where the dashboard's "of N" comes from: on PostgreSQL a narrow copy
 * of the searched text (migration 0016), filled from the records already stored and kept by every
 * change, on SQLite the FTS5 table.
 */
describe.each(testDialects)('counting search matches on %s', (dialect) => {
  let location: TestDatabaseLocation;
  let database: Database;

  afterEach(async () => {
    await database.db.destroy();
    await location.drop();
  });

  it('counts the records stored before the migration and follows every change after it', async () => {
    location = await createTestDatabase(dialect);
    database = openDatabase({
      databaseUrl: location.databaseUrl,
      sqliteFile: `${location.dataDir}/registry.sqlite`,
      cacheBytes: 1024 * 1024,
    });
    await migrateTo(database, '0015-dog-change-notices-without-inserts');
    await insertRegistration(database, 1, 'Rosie', 'Ada Lovelace', 'active');
    await insertRegistration(database, 2, 'Biscuit', 'Ambrose Lovelace', 'pending');
    await insertRegistration(database, 3, 'Max', 'Grace Hopper', 'pending');
    await migrateToLatest(database);
    const before = await searchCounts(database, SEARCHES);
    expect(before.counted).toEqual({
      'ros (all)': 2,
      'ros (pending)': 1,
      'lovelace (all)': 2,
      'waffles (all)': 0,
      '50% (all)': 0,
    });
    expect(before.counted).toEqual(before.truth);

    await insertRegistration(database, 4, 'Primrose', 'Ten 50% Off', 'pending');
    await database.db.updateTable('service_dogs').set({ dog_name: 'Waffles' }).where('id', '=', 'dog-1').execute();
    await database.db.updateTable('service_dogs').set({ status: 'active' }).where('id', '=', 'dog-2').execute();
    await database.db.deleteFrom('service_dogs').where('id', '=', 'dog-3').execute();
    const after = await searchCounts(database, SEARCHES);
    expect(after.counted).toEqual({
      'ros (all)': 2,
      'ros (pending)': 1,
      'lovelace (all)': 2,
      'waffles (all)': 1,
      '50% (all)': 1,
    });
    expect(after.counted).toEqual(after.truth);

    // A registry number is found by its number as well as by its text.
    const list = createRegistrationListRepository(database);
    expect(await list.count(parseRegistrationFilter({ search: 'sdr-0004', status: 'all' }, 'SDR-', null))).toBe(1);
    expect(await list.count(parseRegistrationFilter({ search: '4', status: 'pending' }, 'SDR-', null))).toBe(1);

    await database.db.deleteFrom('service_dogs').execute();
    const emptied = await searchCounts(database, SEARCHES);
    expect(Object.values(emptied.counted)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe.runIf(testDialects.includes('postgres'))('the search copy on PostgreSQL', () => {
  it('is emptied when the records are truncated', async () => {
    const location = await createTestDatabase('postgres');
    const database = openDatabase({ databaseUrl: location.databaseUrl, sqliteFile: '', cacheBytes: 1024 * 1024 });
    try {
      await migrateToLatest(database);
      await insertRegistration(database, 1, 'Rosie', 'Ada Lovelace', 'active');
      await sql`truncate service_dogs cascade`.execute(database.db);
      await insertRegistration(database, 1, 'Rosie', 'Ada Lovelace', 'active');
      expect((await searchCounts(database, [['ros', 'all']])).counted).toEqual({ 'ros (all)': 1 });
    } finally {
      await database.db.destroy();
      await location.drop();
    }
  });
});
