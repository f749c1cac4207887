/**
 * `npm run backup` while the server runs, then `npm run restore` into an empty data directory (and
 * database): every record and every file comes back, and a restore over existing data is refused.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
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
    [original, restored, s3] = await Promise.all([
      createTestDatabase(dialect),
      createTestDatabase(dialect),
      uploads === 'S3' ? startTestS3(['original', 'restored']) : null,
    ]);
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
    // Everything holding a handler's details is the server user's alone: data, uploads, the backup.
    const mode = async (file: string) => (await fs.stat(file)).mode & 0o777;
    expect(await mode(backupDir)).toBe(0o700);
    for (const entry of await fs.readdir(backupDir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      expect(await mode(file), file).toBe(entry.isDirectory() ? 0o700 : 0o600);
    }
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
  }, 120_000);

  it('refuses to restore over a registry that has data', async () => {
    await expect(cli('restore', ['--from', backupDir], restored, 'restored')).rejects.toMatchObject({
      stderr: expect.stringMatching(/restore into an empty/),
    });
  });
});
