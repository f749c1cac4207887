/** What a fresh database migrated up to one migration holds, read by `read`: the schema a migration test compares with. */
import { openDatabase, type Database } from '../db/database';
import { migrateTo } from '../db/migrate';
import { createTestDatabase, type TestDialect } from './test-databases';

export async function readFreshDatabaseAt<T>(
  dialect: TestDialect,
  migration: string,
  read: (database: Database) => Promise<T>,
): Promise<T> {
  const location = await createTestDatabase(dialect);
  const database = openDatabase({
    databaseUrl: location.databaseUrl,
    sqliteFile: `${location.dataDir}/registry.sqlite`,
    cacheBytes: 1024 * 1024,
  });
  try {
    await migrateTo(database, migration);
    return await read(database);
  } finally {
    await database.db.destroy();
    await location.drop();
  }
}
