/** Which writes tell the look-up cache that a registration may have changed. */
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LocalChangeFeed, WriteWatcher } from './change-feed';
import type { Insertable } from 'kysely';
import type { DB, RetiredRegistrationsTable, ServiceDogsTable } from './schema';

// Only compiled, never run: the watcher looks at the statement, not the values.
const registration = { id: 'x', registry_seq: 7 } as Insertable<ServiceDogsTable>;
const retired: Insertable<RetiredRegistrationsTable> = {
  registry_seq: 7,
  registry_number: 'SDR-0007',
  dog_id: 'x',
  reason: 'deleted',
  retired_at: '2026-11-23T00:00:00.000Z',
};

function watched() {
  const feed = new LocalChangeFeed();
  let heard = 0;
  feed.subscribe(() => (heard += 1));
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
    plugins: [new WriteWatcher(feed)],
  });
  return { db, heard: () => heard };
}

describe('the write watcher', () => {
  it('hears every update and delete of a registration, and every write to a retired number', () => {
    const { db, heard } = watched();
    db.updateTable('service_dogs').set({ status: 'active' }).where('id', '=', 'x').compile();
    expect(heard()).toBe(1);
    db.deleteFrom('service_dogs').where('id', '=', 'x').compile();
    expect(heard()).toBe(2);
    db.deleteFrom('retired_registrations').where('registry_seq', '=', 1).compile();
    expect(heard()).toBe(3);
    db.insertInto('retired_registrations').values(retired).compile();
    expect(heard()).toBe(4);
  });

  it('lets a new registration pass, but not an insert that may replace or update a registration', () => {
    const { db, heard } = watched();
    db.insertInto('service_dogs').values(registration).compile();
    expect(heard()).toBe(0);
    db.replaceInto('service_dogs').values(registration).compile();
    db.insertInto('service_dogs').orReplace().values(registration).compile();
    db.insertInto('service_dogs')
      .values(registration)
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ status: 'active' }))
      .compile();
    expect(heard()).toBe(3);
  });

  it('ignores reads, and writes elsewhere that only read a registration', () => {
    const { db, heard } = watched();
    db.selectFrom('service_dogs').selectAll().compile();
    db.insertInto('lookup_counts')
      .columns(['dog_id', 'month', 'count'])
      .expression(
        db.selectFrom('service_dogs').select(['id', sql<string>`'2026-11'`.as('month'), sql<number>`1`.as('count')]),
      )
      .compile();
    db.deleteFrom('lookup_counts').where('dog_id', 'in', db.selectFrom('service_dogs').select('id')).compile();
    expect(heard()).toBe(0);
  });
});
