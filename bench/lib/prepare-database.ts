/** A benchmark's data: the schema, the seeded records and payment codes, then what autovacuum would do. */
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { LocalStorage } from '../../server/src/files/local-storage';
import type { BenchDatabase } from './bench-databases';
import { seedRecords, type SeededSet } from './seed-records';

/** Seeds `records` records and `codes` payment codes into the target (SQLite lives in `dataDir`). */
export async function prepareBenchDatabase(
  target: BenchDatabase,
  dataDir: string,
  records: number,
  codes: number,
): Promise<SeededSet> {
  const database = openDatabase({
    databaseUrl: target.url,
    sqliteFile: path.join(dataDir, 'registry.sqlite'),
    cacheBytes: 8_388_608,
  });
  try {
    await migrateToLatest(database);
    const seeded = await seedRecords(database, new LocalStorage(path.join(dataDir, 'uploads')), records, codes);
    // What autovacuum does soon after a bulk load; PostgreSQL's index-only scans need its visibility map.
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
    return seeded;
  } finally {
    await database.db.destroy();
  }
}
