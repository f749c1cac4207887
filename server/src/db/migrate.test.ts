import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

describe('a database that cannot be reached at start', () => {
  it('says which one, and which setting to check', async () => {
    const database = openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/registry',
      sqliteFile: '',
      cacheBytes: 1024 * 1024,
    });
    try {
      await expect(migrateToLatest(database)).rejects.toThrow(
        /^Could not reach the database, PostgreSQL at 127\.0\.0\.1:1\/registry: .*ECONNREFUSED.*\. Check that PostgreSQL is running and that DATABASE_URL names it/,
      );
    } finally {
      await database.db.destroy();
    }
  });
});
