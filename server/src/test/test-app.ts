/** Builds the real app on a real database and real disk storage, as `npm start` does, for `inject` tests. */
import { sql } from 'kysely';
import { buildApp } from '../app';
import type { App, AppContext } from '../app-context';
import { loadConfig } from '../config';
import { openSigningKeys } from '../credentials/signing-keys';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../startup';
import { openStorage } from '../files/open-storage';
import { createTestDatabase, type TestDialect } from './test-databases';

export interface TestApp {
  app: App;
  context: AppContext;
  close(): Promise<void>;
}

export async function createTestApp(
  dialect: TestDialect,
  env: Record<string, string> = {},
  webDist: string | null = null,
): Promise<TestApp> {
  const location = await createTestDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: location.dataDir,
    // Tests send many requests from one address; the rate-limit test sets its own, low limits.
    RATE_LIMIT_LOOKUPS_PER_HOUR: '100000',
    RATE_LIMIT_LOOKUPS_PER_DAY: '100000',
    RATE_LIMIT_CODE_CHECKS_PER_HOUR: '100000',
    RATE_LIMIT_REGISTRATIONS_PER_HOUR: '100000',
    RATE_LIMIT_OWNER_LINKS_PER_HOUR: '100000',
    RATE_LIMIT_SIGN_INS_PER_HOUR: '100000',
    RATE_LIMIT_SIGN_INS_OVERALL_PER_HOUR: '100000',
    // The security log's JSON lines would interleave with the test runner's output; the table keeps every event.
    SECURITY_LOG: 'off',
    ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
    ...env,
  });
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    cacheBytes: config.dbCacheBytes,
    poolSize: 20,
  });
  await prepareDatabase(config, database);
  const context: AppContext = {
    config,
    database,
    storage: await openStorage(config),
    signingKeys: await openSigningKeys(config),
  };
  const app = await buildApp(context, { webDist });
  return {
    app,
    context,
    async close() {
      await app.close();
      context.storage.close();
      context.signingKeys.close();
      await database.db.destroy();
      await location.drop();
    },
  };
}

export async function countRows(
  context: AppContext,
  table: 'service_dogs' | 'activity_log' | 'idempotency_keys',
): Promise<number> {
  const row = await context.database.db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
