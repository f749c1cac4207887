/**
 * `npm run backup` while the server runs, then `npm run restore` into an empty data directory (and
 * database): every record and every file comes back, and a restore over existing data is refused.
 * The backup is whole on its own (a SQLite database without -wal or -shm files beside it), and both
 * it and the restored data folder are the server user's alone, as the server keeps its own.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { openStorage } from '../files/open-storage';
import { MINIMAL_PDF, registrationFields } from '../../../support/registration-forms';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { freePort, startProcess, type RunningServer } from '../../../support/server-process';
import { jpegPhoto, postRegistration, samplePhoto } from '../test/submit';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';
import { serverEnv } from './reliability-fixtures';

const run = promisify(execFile);

// Each database with uploads on disk, and the scale-out set-up (the last database) with uploads in S3.
const setups = [
  ...testDialects.map((dialect) => ({ dialect, uploads: 'local disk' as const })),
  { dialect: testDialects.at(-1)!, uploads: 'S3' as const },
];

describe.each(setups)('backup and restore on $dialect with uploads on $uploads', ({ dialect, uploads }) => {
  let port: number;
  let original: TestDatabaseLocation;
  let restored: TestDatabaseLocation;
  let backupDir: string;
  let server: RunningServer | null = null;
  let s3: TestS3 | null = null;
  const bucket = (name: string) => (s3 ? s3.env(name) : {});
  const cli = (command: 'backup' | 'restore', args: string[], location: TestDatabaseLocation, s3Bucket: string) =>
    run(process.execPath, ['--import', 'tsx', 'server/src/backup-cli.ts', command, ...args], {
      env: { ...process.env, ...serverEnv(location, bucket(s3Bucket)) },
    });
  beforeAll(async () => {
    port = await freePort();
    let empty: TestDatabaseLocation;
    [original, empty, s3] = await Promise.all([
      createTestDatabase(dialect),
      createTestDatabase(dialect),
      uploads === 'S3' ? startTestS3(['original', 'restored', 'stray']) : null,
    ]);
    // A DATA_DIR that does not exist yet, as on a new machine: the restore makes it.
    restored = { ...empty, dataDir: path.join(empty.dataDir, 'data') };
    backupDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-backup-')), 'copy');
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([
      original.drop(),
      restored.drop(),
      s3?.stop(),
      fs.rm(path.dirname(backupDir), { recursive: true, force: true }),
    ]);
  });

  it('copies a running registry and restores every record and file into an empty one', async () => {
    server = await startProcess(['server/src/main.ts'], serverEnv(original, bucket('original')), port);
    const photo = await samplePhoto();
    const created: { id: string; ownerToken: string; registryNumber: string }[] = [];
    for (const [i, code] of ['DEMO-0001', 'DEMO-0002', 'DEMO-0003'].entries()) {
      const files = [jpegPhoto(photo)];
      if (i === 0)
        files.push({ field: 'certificationFile', data: MINIMAL_PDF, filename: 'cert.pdf', type: 'application/pdf' });
      const res = await postRegistration(
        server.url,
        registrationFields({ paymentCode: code, dogName: `Backup ${i}` }),
        files,
      );
      expect(res.status).toBe(201);
      created.push((await res.json()) as { id: string; ownerToken: string; registryNumber: string });
    }
    const photos = new Map<string, ArrayBuffer>();
    for (const dog of created) {
      const card = (await (
        await fetch(`${server.url}/api/dogs/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}`)
      ).json()) as { photoUrl: string };
      photos.set(dog.id, await (await fetch(`${server.url}${card.photoUrl}`)).arrayBuffer());
    }

    const keySet = await (await fetch(`${server.url}/.well-known/jwks.json`)).json();
    const { stdout } = await cli('backup', ['--out', backupDir, '--with-private-keys'], original, 'original');
    expect(stdout).toContain('Backed up 3 records and 7 files');
    expect(stdout).toContain('The backup holds the private signing key: keep it as secret as the key itself.');
    // Without --with-private-keys, the keys' public halves and lives only.
    const publicOnly = `${backupDir}-public`;
    expect((await cli('backup', ['--out', publicOnly], original, 'original')).stdout).toContain(
      'new cards need `npm run admin -- keys rotate` first',
    );
    const manifests = await Promise.all(
      [backupDir, publicOnly].map(async (dir) => JSON.parse(await fs.readFile(path.join(dir, 'backup.json'), 'utf8'))),
    );
    expect(manifests.map((manifest) => manifest.privateKeys)).toEqual([true, false]);
    const publicKeys = await fs.readFile(path.join(publicOnly, 'signing-keys.json'), 'utf8');
    expect(publicKeys).toContain(keySet.keys[0].x);
    expect(publicKeys).not.toContain('"d"');
    await server.stop();
    // The database is one file, with no -wal or -shm beside it that a copy of the folder could miss.
    expect((await fs.readdir(backupDir)).sort()).toEqual(
      [
        'backup.json',
        dialect === 'sqlite' ? 'registry.sqlite' : 'registry.pgdump',
        'signing-keys.json',
        'uploads',
      ].sort(),
    );
    if (dialect === 'sqlite') {
      const alone = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-backup-alone-'));
      await fs.copyFile(path.join(backupDir, 'registry.sqlite'), path.join(alone, 'registry.sqlite'));
      const copy = new SQLite(path.join(alone, 'registry.sqlite'), { readonly: true });
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
      expect(copy.prepare('select count(*) as n from service_dogs').get()).toEqual({ n: 3 });
      copy.close();
      expect(await fs.readdir(alone)).toEqual(['registry.sqlite']);
      await fs.rm(alone, { recursive: true });
    }
    // Everything holding a handler's details is the server user's alone: data, uploads, the backup.
    const mode = async (file: string) => (await fs.stat(file)).mode & 0o777;
    const expectOwnerOnly = async (dir: string) => {
      expect(await mode(dir), dir).toBe(0o700);
      for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        expect(await mode(file), file).toBe(entry.isDirectory() ? 0o700 : 0o600);
      }
    };
    await expectOwnerOnly(backupDir);
    if (dialect === 'sqlite') {
      expect(await mode(original.dataDir)).toBe(0o700);
      expect(await mode(path.join(original.dataDir, 'registry.sqlite'))).toBe(0o600);
    }
    const uploadedFiles = await fs
      .readdir(path.join(original.dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .catch(() => []);
    expect(uploadedFiles.length > 0).toBe(uploads === 'local disk');
    for (const entry of uploadedFiles) {
      const file = path.join(entry.parentPath, entry.name);
      expect(await mode(file), file).toBe(entry.isDirectory() ? 0o700 : 0o600);
    }

    expect((await cli('restore', ['--from', backupDir], restored, 'restored')).stdout).toContain(
      'Restored 3 records and 7 files',
    );
    // As the server would have made them: the data folder and all in it, the server user's alone.
    await expectOwnerOnly(restored.dataDir);
    server = await startProcess(['server/src/main.ts'], serverEnv(restored, bucket('restored')), port);
    // The registry's signing keys come back too, so every card already printed still verifies.
    expect(await (await fetch(`${server.url}/.well-known/jwks.json`)).json()).toEqual(keySet);
    for (const dog of created) {
      const res = await fetch(`${server.url}/api/dogs/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}`);
      expect(res.status).toBe(200);
      const card = (await res.json()) as {
        registryNumber: string;
        view: string;
        photoUrl: string;
        owner: { email: string };
      };
      expect(card).toMatchObject({
        registryNumber: dog.registryNumber,
        view: 'full',
        owner: { email: registrationFields().ownerEmail },
      });
      expect(
        Buffer.from(await (await fetch(`${server.url}${card.photoUrl}`)).arrayBuffer()).equals(
          Buffer.from(photos.get(dog.id) ?? new ArrayBuffer(0)),
        ),
      ).toBe(true);
    }
    const database = openDatabase({
      databaseUrl: restored.databaseUrl,
      sqliteFile: path.join(restored.dataDir, 'registry.sqlite'),
      cacheBytes: 1_048_576,
    });
    const row = await database.db
      .selectFrom('service_dogs')
      .select('certification_key')
      .where('id', '=', created[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    await database.db.destroy();
    const storage = await openStorage(loadConfig(serverEnv(restored, bucket('restored'))));
    const certification = await storage.get(row.certification_key ?? '');
    storage.close();
    expect((await buffer(certification!.stream)).equals(MINIMAL_PDF)).toBe(true);
  });

  it('refuses to restore over a registry that has data', async () => {
    await expect(cli('restore', ['--from', backupDir], restored, 'restored')).rejects.toMatchObject({
      stderr: expect.stringMatching(/restore into an empty/),
    });
    if (dialect === 'sqlite') {
      // Nor over another database's -wal file alone, which SQLite would replay into the restored one.
      const stray = { ...restored, dataDir: path.join(path.dirname(restored.dataDir), 'stray') };
      await fs.mkdir(stray.dataDir, { mode: 0o700 });
      await fs.writeFile(path.join(stray.dataDir, 'registry.sqlite-wal'), 'not this database', { mode: 0o600 });
      await expect(cli('restore', ['--from', backupDir], stray, 'stray')).rejects.toMatchObject({
        stderr: expect.stringMatching(/registry\.sqlite-wal exists; restore into an empty data directory/),
      });
      expect(await fs.readdir(stray.dataDir)).toEqual(['registry.sqlite-wal']);
    }
  });
});
