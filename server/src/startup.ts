import { countStaff } from './staff-accounts/staff-repository';
import { createSetupToken } from './staff-accounts/setup-token';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { issueMissingCards } from './lifecycle/backfill';
import { seedSampleData } from './sample-data/sample-data-service';
import { checkDefaultPrefix } from './programmes/programme-service';

export interface PreparedDatabase {
  applied: string[];
  seeded: boolean;
  /** A one-time token for the first-admin link, when the database has no admin yet. */
  setupToken: string | null;
}

/**
 * Brings the schema up to date, checks that REGISTRY_PREFIX (the default programme's) is no other
 * programme's, gives an empty database its sample data outside production, and when no admin exists
 * yet, issues the one-time setup link that creates the first one.
 */
export async function prepareDatabase(
  config: Pick<Config, 'env' | 'registryPrefix'>,
  database: Database,
): Promise<PreparedDatabase> {
  const applied = await migrateToLatest(database);
  await checkDefaultPrefix(database.db, config);
  await issueMissingCards(database);
  const seeded = config.env !== 'production' && (await seedSampleData(database));
  const setupToken = (await countStaff(database.db)) === 0 ? await createSetupToken(database.db) : null;
  return { applied, seeded, setupToken };
}
