/**
 * The databases every API test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Each test app gets a database of its own (a temporary SQLite file, or a new PostgreSQL database
 * created from TEST_DATABASE_URL and dropped afterwards), so test files can run in parallel.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomToken } from '../lib/tokens';

export type TestDialect = 'sqlite' | 'postgres';

export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabaseLocation {
  dataDir: string;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabaseLocation> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-test-'));
  const removeDir = () => fs.rm(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') return { dataDir, databaseUrl: null, drop: removeDir };

  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sdr_test_${randomToken(9)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  await adminQuery(`create database ${name}`);
  return {
    dataDir,
    databaseUrl: withDatabase(base, name),
    async drop() {
      await adminQuery(`drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}
