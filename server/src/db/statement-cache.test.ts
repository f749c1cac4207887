import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

describe('cached SQLite statements', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-cache-'));
    database = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'cache.sqlite'), cacheBytes: 1_048_576 });
    await sql`create table numbers (n integer primary key)`.execute(database.db);
    await sql`insert into numbers (n) values (1), (2), (3)`.execute(database.db);
  });
  afterAll(async () => {
    await database.db.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const all = () =>
    database.db
      .selectFrom('numbers' as never)
      .select(sql<number>`n`.as('n'))
      .orderBy(sql`n`);

  it('runs a query again after a reading of it was abandoned half-way', async () => {
    for await (const row of all().stream()) {
      expect(row.n).toBe(1);
      break;
    }
    expect((await all().execute()).map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('sees rows written after the statement was first prepared', async () => {
    expect((await all().execute()).map((r) => r.n)).toEqual([1, 2, 3]);
    await sql`insert into numbers (n) values (4)`.execute(database.db);
    expect((await all().execute()).map((r) => r.n)).toEqual([1, 2, 3, 4]);
  });
});
