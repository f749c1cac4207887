/** Opens the configured database: embedded SQLite by default, PostgreSQL when DATABASE_URL is set. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import { createRequire } from 'node:module';
import type pgModule from 'pg';
import type { Config } from '../config';
import type { DB } from './schema';
import { withStatementCache } from './statement-cache';
import { withPreparedStatements } from './prepared-statements';
import { LocalChangeFeed, PostgresChangeFeed, type ChangeFeed } from './change-feed';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** Where the data lives, for the start log (no password). */
  description: string;
  /** Word that a registration may have changed, here or (PostgreSQL) on any instance. */
  changes: ChangeFeed;
  /** PostgreSQL's connection pool, for /metrics: connections open, idle, and requests waiting for one. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  sqliteFile: string;
  cacheBytes: number;
  poolSize?: number;
}

/** The database the configuration names (DATABASE_URL, else SQLite under DATA_DIR). */
export function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'sqliteFile' | 'dbCacheBytes'>): Database {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    cacheBytes: config.dbCacheBytes,
  });
}

// Loaded only for PostgreSQL: an embedded (SQLite) install does not carry the driver.
const loadPg = () => createRequire(import.meta.url)('pg') as typeof pgModule;

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pg = loadPg();
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const url = new URL(options.databaseUrl);
    const changes = new PostgresChangeFeed(options.databaseUrl, pg.Client);
    return {
      db: new Kysely<DB>({
        dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
      }),
      dialect: 'postgres',
      changes,
      pool,
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
    };
  }

  // The data folder and the database are the server user's alone (SQLite gives its -wal and -shm files
  // the database file's permissions).
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(options.sqliteFile);
  fs.chmodSync(options.sqliteFile, 0o600);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A negative cache_size is a size in KiB rather than a page count.
  sqlite.pragma(`cache_size = -${Math.floor(options.cacheBytes / 1024)}`);
  const changes = new LocalChangeFeed();
  return {
    db: new Kysely<DB>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
    changes,
    description: `SQLite at ${options.sqliteFile}`,
  };
}

/** Whether the database answers a trivial query; throws what the driver threw when it does not. */
export async function pingDatabase({ db }: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
