/** Which writes tell the look-up cache that a registration may have changed. */
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LocalChangeFeed, WriteWatcher } from './change-feed';
import type { DB } from './schema';

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
  it('hears every insert, update and delete of a registration or a retired number', () => {
    const { db, heard } = watched();
    db.updateTable('service_dogs').set({ status: 'active' }).where('id', '=', 'x').compile();
    expect(heard()).toBe(1);
    db.deleteFrom('service_dogs').where('id', '=', 'x').compile();
    expect(heard()).toBe(2);
    db.deleteFrom('retired_registrations').where('registry_seq', '=', 1).compile();
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
