/**
 * A consistent copy of the registry: the database (SQLite's online backup API, into one file that
 * needs no -wal or -shm beside it; or pg_dump's snapshot) and the uploaded files. Files are immutable and written before the record that names
 * them commits, so copying the files, then the database, then any files that appeared meanwhile
 * gives a set in which every file a record names is present.
 */
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import { readSigningKeyFile, withoutPrivateKeys, writeSigningKeyFile } from '../credentials/signing-key-file';
import { signingKeyFile } from '../credentials/signing-keys';
import type { Storage } from '../files/storage';
import { isValidStorageKey } from '../files/storage-keys';

const run = promisify(execFile);
/**
 * How pg_dump and pg_restore reach the database: its address on their command line and its password,
 * which any user of the machine could read there (`ps`), in their environment instead (libpq's PGPASSWORD).
 */
export function pgToolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

export const BACKUP_FILES = {
  sqlite: 'registry.sqlite',
  postgres: 'registry.pgdump',
  uploads: 'uploads',
  manifest: 'backup.json',
  /**
   * The credential signing keys: without them, every card already printed would fail to verify after a
   * restore. Their public halves and lives only, unless the backup was asked for the private key.
   */
  signingKeys: 'signing-keys.json',
} as const;

/** The files SQLite may keep beside a database: they belong to it, and are never copied on their own. */
const SQLITE_SIDECARS = ['-wal', '-shm', '-journal'];

export interface BackupManifest {
  createdAt: string;
  database: 'sqlite' | 'postgres';
  records: number;
  files: number;
  /** Whether signing-keys.json holds the current private key; absent in backups that always held it. */
  privateKeys?: boolean;
}

/** Copies every stored file the backup does not hold yet; a file already copied is kept as it is. */
async function copyNewFiles(storage: Storage, to: string): Promise<void> {
  for await (const { key } of storage.list()) {
    const target = path.join(to, ...key.split('/'));
    if (await exists(target)) continue;
    const file = await storage.get(key);
    if (!file) continue; // deleted since it was listed: its record is gone too
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await pipeline(file.stream, createWriteStream(target, { mode: 0o600 }));
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

async function countFiles(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

/** Copies the key file into the backup, without the private key unless asked; false when it holds none. */
async function copySigningKeys(config: Config, outDir: string, withPrivateKeys: boolean): Promise<boolean> {
  const file = signingKeyFile(config);
  if (!(await exists(file))) return false;
  const contents = readSigningKeyFile(file, { rewrite: false });
  writeSigningKeyFile(
    path.join(outDir, BACKUP_FILES.signingKeys),
    withPrivateKeys ? contents : withoutPrivateKeys(contents),
  );
  return withPrivateKeys && contents.keys.some((key) => key.privateJwk);
}

/**
 * A backup holds every handler's contact details: only the server's user may read it. pg_dump and
 * SQLite write with the process's umask, so every file is set at the end.
 */
async function keepToOwner(dir: string): Promise<void> {
  await fs.chmod(dir, 0o700);
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    await fs.chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

export async function backup(
  config: Config,
  storage: Storage,
  outDir: string,
  options: { withPrivateKeys?: boolean } = {},
): Promise<BackupManifest> {
  await fs.mkdir(outDir, { recursive: true });
  if ((await fs.readdir(outDir)).length > 0)
    throw new Error(`${outDir} is not empty; choose a new folder for the backup.`);
  // A backup holds every handler's contact details: only the server's user may read it.
  await fs.chmod(outDir, 0o700);
  const uploads = path.join(outDir, BACKUP_FILES.uploads);
  await fs.mkdir(uploads, { mode: 0o700 });
  await copyNewFiles(storage, uploads);

  let records: number;
  if (config.databaseUrl) {
    const connection = pgToolConnection(config.databaseUrl);
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${path.join(outDir, BACKUP_FILES.postgres)}`, connection.url],
      { env: connection.env },
    );
    const { stdout } = await run('pg_restore', ['--list', path.join(outDir, BACKUP_FILES.postgres)]);
    if (!stdout.includes('service_dogs'))
      throw new Error('pg_dump wrote no service_dogs table; is DATABASE_URL the registry database?');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    records = Number((await client.query<{ n: string }>('select count(*) as n from service_dogs')).rows[0]?.n ?? 0);
    await client.end();
  } else {
    const source = new SQLite(config.sqliteFile, { readonly: true, fileMustExist: true });
    const target = path.join(outDir, BACKUP_FILES.sqlite);
    await source.backup(target);
    source.close();
    // The copy is in the registry's WAL mode, in which even a reader leaves -wal and -shm files beside
    // it, and a copy of the folder without them may be unreadable. A rollback journal leaves none.
    const copy = new SQLite(target);
    copy.pragma('journal_mode = DELETE');
    records = (copy.prepare('select count(*) as n from service_dogs').get() as { n: number }).n;
    copy.close();
    for (const sidecar of SQLITE_SIDECARS)
      if (await exists(`${target}${sidecar}`)) throw new Error(`SQLite left ${target}${sidecar} in the backup.`);
  }
  await copyNewFiles(storage, uploads);
  const privateKeys = await copySigningKeys(config, outDir, options.withPrivateKeys ?? false);

  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'sqlite',
    records,
    files: await countFiles(uploads),
    privateKeys,
  };
  await fs.writeFile(path.join(outDir, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  await keepToOwner(outDir);
  return manifest;
}

export interface RestoredBackup extends BackupManifest {
  /** What the restored key file holds: the private key that signs new cards, public keys only, or no file at all. */
  signingKeys: 'private' | 'public' | 'none';
}

/** Puts a backup into an empty data directory (and, for PostgreSQL, an empty database). */
export async function restore(config: Config, storage: Storage, fromDir: string): Promise<RestoredBackup> {
  const manifest = JSON.parse(await fs.readFile(path.join(fromDir, BACKUP_FILES.manifest), 'utf8')) as BackupManifest;
  const wanted = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database !== wanted)
    throw new Error(`This is a ${manifest.database} backup; the configuration points at ${wanted}.`);
  for await (const { key } of storage.list()) {
    throw new Error(
      `The uploads (${storage.description}) already hold files such as ${key}; restore into an empty data directory or bucket.`,
    );
  }
  const files = await backedUpFiles(path.join(fromDir, BACKUP_FILES.uploads));
  const keys = path.join(fromDir, BACKUP_FILES.signingKeys);
  // Read first, so that a damaged key file stops the restore before it writes anything.
  const keyFile = (await exists(keys)) ? readSigningKeyFile(keys, { rewrite: false }) : null;

  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    const tables = Number(
      (
        await client.query<{ n: string }>(
          "select count(*) as n from information_schema.tables where table_schema = 'public'",
        )
      ).rows[0]?.n,
    );
    await client.end();
    if (tables > 0) throw new Error('The database in DATABASE_URL is not empty; restore into a new, empty database.');
    await makeDataDir(config);
    const connection = pgToolConnection(config.databaseUrl);
    await run(
      'pg_restore',
      ['--no-owner', '--exit-on-error', `--dbname=${connection.url}`, path.join(fromDir, BACKUP_FILES.postgres)],
      { env: connection.env },
    );
  } else {
    // A -wal left from another database would be replayed into the restored one.
    for (const file of ['', ...SQLITE_SIDECARS].map((sidecar) => `${config.sqliteFile}${sidecar}`))
      if (await exists(file)) throw new Error(`${file} exists; restore into an empty data directory.`);
    await makeDataDir(config);
    await fs.copyFile(path.join(fromDir, BACKUP_FILES.sqlite), config.sqliteFile);
    await fs.chmod(config.sqliteFile, 0o600);
  }
  for (const { key, file } of files) await storage.put(key, await fs.readFile(file));
  // The registry's own keys replace any made by a start on the empty directory, which signed no card. A
  // public-only copy leaves a registry that verifies every card but signs none until `keys rotate`.
  if (keyFile) writeSigningKeyFile(signingKeyFile(config), keyFile);
  const signingKeys = !keyFile ? 'none' : keyFile.keys[0]?.privateJwk ? 'private' : 'public';
  return { ...manifest, signingKeys };
}

/**
 * DATA_DIR as the server makes it (db/database.ts, files/local-storage.ts): the server user's alone,
 * the folder made so if it is new and set so if it was there, empty, with the usual umask's 0755.
 */
async function makeDataDir(config: Config): Promise<void> {
  await fs.mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await fs.chmod(config.dataDir, 0o700);
}

/** The files of a backup's uploads folder with their storage keys; a stray file stops the restore before it starts. */
async function backedUpFiles(dir: string): Promise<{ key: string; file: string }[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(dir, file).split(path.sep).join('/');
      if (!isValidStorageKey(key))
        throw new Error(`${file} is not a file the registry stores; was the backup changed?`);
      return { key, file };
    });
}
