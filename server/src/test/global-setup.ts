/**
 * Before any test file: bundles the server once (the production-start and production-log tests run the
 * bundle, and test files run in parallel, so none may rebuild it under another), then says which
 * databases the API tests cover, and fails at once if PostgreSQL was asked for but is unreachable.
 */
import pg from 'pg';
import { bundleServer } from '../../../scripts/bundle-server';

export default async function globalSetup(): Promise<void> {
  await bundleServer();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.warn(
      '\n[db] API tests run on SQLite only: set TEST_DATABASE_URL=postgres://… to run them on PostgreSQL too.\n',
    );
    return;
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL cannot be reached: ${error instanceof Error ? error.message : error}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  console.info(`\n[db] API tests run on SQLite and on PostgreSQL (${new URL(url).host}).\n`);
}
