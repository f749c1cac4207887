import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { openDatabase, type Database } from '../db/database';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';
import type { CsvRow } from './registration-list-repository';
import { parseRegistrationFilter } from './registration-filter';
import { createRegistrationListRepository } from './registration-list-repository';

const RECORDS = 1203;

/** Registration times with many ties, so batches end in the middle of a run of equal times. */
const registeredAt = (i: number) => new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 7) * 60_000).toISOString();

/**
 * The export reads in keyset-paged batches of 500; a searched page is found either by walking the
 * sort's index or from the matches, by which is cheaper. Whichever way, every record comes out once,
 * in order.
 */
describe.each(testDialects)('the list and the CSV export on %s', (dialect) => {
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

  async function exported(status: 'all' | 'pending', programmeId: number | null = null) {
    const list = createRegistrationListRepository(database);
    // The export selects each record's id beside the CSV's columns, for its keyset paging.
    const rows: (CsvRow & { id: string })[] = [];
    for await (const row of list.exportRows(parseRegistrationFilter({ status, search: '' }, 'SDR-', programmeId)))
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

  /** Every page of a search, one after another, as the dashboard would ask for them. */
  async function everyPage(
    search: string,
    status: 'all' | 'pending',
    sort: 'registrationDate' | 'dogName',
    programmeId: number | null = null,
  ) {
    const list = createRegistrationListRepository(database);
    const filter = parseRegistrationFilter({ status, search }, 'SDR-', programmeId);
    const total = await list.count(filter);
    const rows = [];
    for (let offset = 0; offset < total; offset += 10)
      rows.push(...(await list.page(filter, { sort, dir: 'desc' }, 10, offset, total)));
    return { total, rows };
  }

  it.each([
    // 314 of 1,203 match: found by walking the sort's index.
    ['dog 1', 'all', 314],
    ['dog 1', 'pending', 103],
    // One match: found from the matches.
    ['dog 1202', 'all', 1],
    // Two characters: no trigram to look up.
    ['g 7', 'all', 111],
  ] as const)(
    'pages through a search for "%s" (%s) and shows each match once, in order',
    async (search, status, expected) => {
      for (const sort of ['registrationDate', 'dogName'] as const) {
        const { total, rows } = await everyPage(search, status, sort);
        expect(total).toBe(expected);
        expect(rows).toHaveLength(expected);
        expect(new Set(rows.map((row) => row.id)).size).toBe(expected);
        expect(rows.every((row) => row.dog_name.toLowerCase().includes(search))).toBe(true);
        const keys = rows.map((row) =>
          sort === 'dogName' ? `${row.dog_name.toLowerCase()} ${row.id}` : `${row.registration_date} ${row.id}`,
        );
        expect(keys).toEqual([...keys].sort().reverse());
      }
    },
  );

  it("holds one programme's records only, in its counts, its pages and its export", async () => {
    const at = new Date().toISOString();
    await database.db
      .insertInto('programmes')
      .values({ id: 2, slug: 'north', name_en: 'North', prefix: 'NOR-', is_default: 0, created_at: at, updated_at: at })
      .execute();
    // Every fifth record moves to the second programme (its counters follow, migration 0022).
    await database.db
      .updateTable('service_dogs')
      .set({ programme_id: 2 })
      .where(sql`registry_seq % 5`, '=', 0)
      .execute();
    const list = createRegistrationListRepository(database);
    const north = (i: number) => (i + 1) % 5 === 0;
    const namesOf = (rows: { dog_name: string }[]) => rows.map((row) => row.dog_name).sort();
    const expected = (inNorth: boolean, keep: (i: number) => boolean) =>
      Array.from({ length: RECORDS }, (_, i) => i)
        .filter((i) => north(i) === inNorth && keep(i))
        .map((i) => `Dog ${i}`)
        .sort();
    for (const [programmeId, inNorth] of [
      [1, false],
      [2, true],
    ] as const) {
      const every = expected(inNorth, () => true);
      expect(await list.count(parseRegistrationFilter({ status: 'all', search: '' }, 'SDR-', programmeId))).toBe(
        every.length,
      );
      expect(namesOf(await exported('all', programmeId))).toEqual(every);
      const searched = expected(inNorth, (i) => `dog ${i}`.includes('dog 1'));
      for (const sort of ['registrationDate', 'dogName'] as const) {
        const { total, rows } = await everyPage('dog 1', 'all', sort, programmeId);
        expect(total).toBe(searched.length);
        expect(namesOf(rows)).toEqual(searched);
      }
      const pending = expected(inNorth, (i) => i % 3 === 0 && `dog ${i}`.includes('dog 1'));
      expect(namesOf((await everyPage('dog 1', 'pending', 'dogName', programmeId)).rows)).toEqual(pending);
    }
  });
});
