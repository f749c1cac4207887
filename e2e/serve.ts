/**
 * Starts the real server for browser tests on a database of its own: `tsx e2e/serve.ts sqlite|postgres PORT`.
 * The PostgreSQL database is created from TEST_DATABASE_URL for this run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverInfoFile } from './server-info';
import { startSmtpSink } from './smtp-sink';

const [dialect = 'sqlite', port = '3199'] = process.argv.slice(2);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sdr-e2e-${dialect}-`));
process.env.DATA_DIR = dataDir;
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'warn';
// The security log's table is enough here; its JSON lines would crowd the test output.
process.env.SECURITY_LOG ??= 'off';
// Every browser test comes from one address; the limits themselves are tested in server/src/routes.
for (const name of [
  'RATE_LIMIT_LOOKUPS_PER_HOUR',
  'RATE_LIMIT_LOOKUPS_PER_DAY',
  'RATE_LIMIT_CODE_CHECKS_PER_HOUR',
  'RATE_LIMIT_REGISTRATIONS_PER_HOUR',
  'RATE_LIMIT_OWNER_LINKS_PER_HOUR',
  'RATE_LIMIT_SIGN_INS_PER_HOUR',
  'RATE_LIMIT_SIGN_INS_OVERALL_PER_HOUR',
])
  process.env[name] ??= '100000';

// The operator's own words on the About page, in English only: the Spanish page shows them marked as English.
process.env.REGISTRY_OPERATOR ??= 'Riverside Assistance Dogs, Inc.';
process.env.ABOUT_TEXT ??= 'Founded by trainers in 2019.\n\nLetters are answered within a week.';

if (dialect === 'postgres') {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres e2e server');
  const name = `sdr_e2e_${Date.now()}_${process.pid}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  // Databases of earlier runs: the server is killed at the end of a run, before it could drop its own.
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'sdr\\_e2e\\_%'",
  );
  for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
}

// The scale-out server sends email, to a real SMTP server here that files each message where the embedded
// default writes them (e2e/mail.ts reads them alike); the embedded one sends none, and says so on every
// screen (docs/decisions/049-honest-without-email.md). e2e/mail.ts: `sendsEmail`.
if (dialect === 'postgres') process.env.SMTP_URL = await startSmtpSink(path.join(dataDir, 'outbox'));

// Tests read this to reach the same database directly (e2e/database.ts).
fs.writeFileSync(serverInfoFile(dialect), JSON.stringify({ dataDir, databaseUrl: process.env.DATABASE_URL ?? null }));

await import('../server/src/main');
