/**
 * The databases a benchmark runs on: a fresh SQLite file per size, and a scratch database on the
 * PostgreSQL server named by BENCH_DATABASE_URL (else TEST_DATABASE_URL, else the local default).
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';

export interface BenchDatabase {
  label: string;
  /** DATABASE_URL for the server; null for SQLite. */
  url: string | null;
  /** Why this database is not measured, or null. */
  skipped: string | null;
  reset(): Promise<void>;
  drop(): Promise<void>;
  version(): Promise<string>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createBenchDatabase(dialect: 'sqlite' | 'postgres'): Promise<BenchDatabase> {
  if (dialect === 'sqlite') {
    return {
      label: 'SQLite',
      url: null,
      skipped: null,
      reset: async () => undefined,
      drop: async () => undefined,
      version: async () => {
        const memory = new SQLite(':memory:');
        const row = memory.prepare('select sqlite_version() as v').get() as { v: string };
        memory.close();
        return `SQLite ${row.v}`;
      },
    };
  }
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || LOCAL_POSTGRES;
  const admin = new pg.Client({ connectionString: base });
  const name = `sdr_bench_${process.pid}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    await admin.connect();
  } catch (error) {
    const reason = `no PostgreSQL at ${new URL(base).host}: ${error instanceof Error ? error.message : String(error)}; set BENCH_DATABASE_URL`;
    return {
      label: 'PostgreSQL',
      url: null,
      skipped: reason,
      reset: async () => undefined,
      drop: async () => undefined,
      version: async () => '',
    };
  }
  const drop = async () => void (await admin.query(`drop database if exists ${name} with (force)`));
  return {
    label: 'PostgreSQL',
    url: url.toString(),
    skipped: null,
    reset: async () => {
      await drop();
      await admin.query(`create database ${name}`);
    },
    drop: async () => {
      await drop();
      await admin.end();
    },
    version: async () => {
      const { rows } = await admin.query<{ server_version: string }>('show server_version');
      return `PostgreSQL ${rows[0]?.server_version ?? ''}`;
    },
  };
}
