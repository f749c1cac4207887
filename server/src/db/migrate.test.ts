import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

describe('a database a newer version migrated', () => {
  it('says so, and what to run instead, rather than blaming the connection', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-newer-'));
    const database = openDatabase({
      databaseUrl: null,
      sqliteFile: path.join(dir, 'registry.sqlite'),
      cacheBytes: 1024 * 1024,
    });
    try {
      await migrateToLatest(database);
      await database.db
        .insertInto('kysely_migration' as never)
        .values({ name: '9999-from-the-future', timestamp: new Date().toISOString() } as never)
        .execute();
      await expect(migrateToLatest(database)).rejects.toThrow(
        /was updated by a newer version of the registry \(migration 9999-from-the-future is unknown to this one\)\. Run that version or a later one, or restore a backup made by this version\.$/,
      );
    } finally {
      await database.db.destroy();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
