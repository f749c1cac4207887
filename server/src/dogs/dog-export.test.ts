import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { openDatabase, type Database } from '../db/database';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';
import type { CsvRow } from './dog-csv-presenter';
import { parseDogFilter } from './dog-filter';
import { createDogListRepository } from './dog-list-repository';

const RECORDS = 1203;

/** Registration times with many ties, so batches end in the middle of a run of equal times. */
const registeredAt = (i: number) => new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 7) * 60_000).toISOString();

/** The export reads in keyset-paged batches of 500; every record must come out once, newest first. */
describe.each(testDialects)('the CSV export on %s', (dialect) => {
  let location: TestDatabaseLocation;
  let database: Database;

  beforeAll(async () => {
    location = await createTestDatabase(dialect);
    database = openDatabase({
      databaseUrl: location.databaseUrl,
      sqliteFile: `${location.dataDir}/registry.sqlite`,
      cacheBytes: 1024 * 1024,
    });
    await migrateToLatest(database);
    const rows = Array.from({ length: RECORDS }, (_, i) => ({
      id: `dog-${String((i * 7919) % RECORDS).padStart(5, '0')}`,
      registry_number: `SDR-${i + 1}`,
      registry_seq: i + 1,
      dog_name: `Dog ${i}`,
      dog_breed: 'Poodle',
      dog_age: '3',
      service_type: 'Hearing Dog',
      owner_name: `Owner ${i}`,
      owner_address: '1 Road',
      owner_phone: '555',
      owner_email: `owner${i}@example.org`,
      trainer_license_number: 'T-1',
      status: i % 3 === 0 ? ('pending' as const) : ('active' as const),
      registration_date: registeredAt(i),
      last_updated: registeredAt(i),
      expires_at: '2035-01-01T00:00:00.000Z',
      owner_token_hash: `hash-${i}`,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await database.db
        .insertInto('service_dogs')
        .values(rows.slice(i, i + 200))
        .execute();
  });
  afterAll(async () => {
    await database.db.destroy();
    await location.drop();
  });

  async function exported(status: 'all' | 'pending') {
    const list = createDogListRepository(database);
    // The export selects each record's id beside the CSV's columns, for its keyset paging.
    const rows: (CsvRow & { id: string })[] = [];
    for await (const row of list.exportRows(parseDogFilter({ status, search: '' }, 'SDR-')))
      rows.push(row as CsvRow & { id: string });
    return rows;
  }

  it('writes every record once across batch boundaries, newest first, ties broken by id', async () => {
    const rows = await exported('all');
    expect(rows).toHaveLength(RECORDS);
    expect(new Set(rows.map((row) => row.id)).size).toBe(RECORDS);
    const keys = rows.map((row) => `${row.registration_date} ${row.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('writes every record of a filtered export the same way', async () => {
    const rows = await exported('pending');
    expect(rows).toHaveLength(Math.ceil(RECORDS / 3));
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });
});
