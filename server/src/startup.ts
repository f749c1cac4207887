import type { Config } from './config';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedSampleData } from './seed/sample-data';

export interface PreparedDatabase {
  applied: string[];
  seeded: boolean;
}

/** Brings the schema up to date and, outside production, gives an empty database its sample data. */
export async function prepareDatabase(config: Pick<Config, 'env'>, database: Database): Promise<PreparedDatabase> {
  const applied = await migrateToLatest(database);
  const seeded = config.env !== 'production' && (await seedSampleData(database.db));
  return { applied, seeded };
}
