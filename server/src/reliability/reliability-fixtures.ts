/** Shared set-up for the tests that run the server as a separate process. */
import type { Database } from '../db/database';
import type { TestDatabaseLocation } from '../test/test-databases';

/** The server's environment for a test database; the limits are raised because every client is one address. */
export function serverEnv(location: TestDatabaseLocation, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: location.dataDir,
    DATABASE_URL: location.databaseUrl ?? '',
    RATE_LIMIT_LOOKUPS_PER_HOUR: '1000000',
    RATE_LIMIT_LOOKUPS_PER_DAY: '1000000',
    RATE_LIMIT_CODE_CHECKS_PER_HOUR: '1000000',
    RATE_LIMIT_REGISTRATIONS_PER_HOUR: '1000000',
    ...extra,
  };
}

export async function addBulkPaymentCodes({ db }: Database, count: number, prefix = 'BULK'): Promise<string[]> {
  const codes = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(5, '0')}`);
  const at = new Date().toISOString();
  await db
    .insertInto('payment_codes')
    .values(codes.map((code) => ({ code, note: 'test', created_at: at })))
    .execute();
  return codes;
}
