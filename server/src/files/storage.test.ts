/** The same behaviour from both storage drivers: the uploads folder and an S3 bucket (s3rver). */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { LocalStorage } from './local-storage';
import { openStorage } from './open-storage';
import type { Storage } from './storage';

let s3: TestS3;
let folder: string;
beforeAll(async () => {
  [s3, folder] = await Promise.all([
    startTestS3(['contract', 'prefixed']),
    fs.mkdtemp(path.join(os.tmpdir(), 'sdr-storage-')),
  ]);
});
afterAll(async () => {
  await Promise.all([s3.stop(), fs.rm(folder, { recursive: true, force: true })]);
});

const drivers: [string, () => Promise<Storage>][] = [
  ['local disk', async () => new LocalStorage(folder)],
  ['S3', () => openStorage(loadConfig({ NODE_ENV: 'test', ...s3.env('contract') }))],
  [
    'S3 under a prefix',
    () => openStorage(loadConfig({ NODE_ENV: 'test', ...s3.env('prefixed'), S3_PREFIX: 'registry' })),
  ],
];

const collect = async (storage: Storage) => {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
};

describe.each(drivers)('storage on %s', (_name, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(() => storage.close());

  const photo = 'photos/AAAAAAAAAAAAAAAAAAAAAAAA.jpg';
  const certification = 'certifications/BBBBBBBBBBBBBBBBBBBBBBBB.pdf';

  it('gives back what was stored, lists it, and forgets it once deleted', async () => {
    expect(await collect(storage)).toEqual([]);
    await storage.put(photo, Buffer.from('a photo'));
    await storage.put(certification, Buffer.from('%PDF-1.4 a certification'));

    const file = await storage.get(photo);
    expect(file?.size).toBe(7);
    expect(await text(file!.stream)).toBe('a photo');
    expect(await collect(storage)).toEqual([certification, photo]);

    await storage.delete(photo);
    await storage.delete(photo); // a second delete is not an error
    expect(await storage.get(photo)).toBeNull();
    expect(await collect(storage)).toEqual([certification]);
  });

  it('stores a copy of a file on disk, whole and under the key', async () => {
    const source = path.join(folder, 'upload.tmp');
    const data = Buffer.alloc(3 * 1024 * 1024 + 7, 0x25);
    await fs.writeFile(source, data);
    await storage.putFile(certification, source);
    const file = await storage.get(certification);
    expect(file?.size).toBe(data.length);
    expect(Buffer.concat(await file!.stream.toArray()).equals(data)).toBe(true);
    await fs.access(source);
    await storage.delete(certification);
  });

  it('answers null for a missing file and refuses keys it did not make', async () => {
    expect(await storage.get('photos/CCCCCCCCCCCCCCCCCCCCCCCC.jpg')).toBeNull();
    expect(await storage.get('../registry.sqlite')).toBeNull();
    await expect(storage.put('photos/../../escape.jpg', Buffer.from('x'))).rejects.toThrow(/Refused storage key/);
  });
});

describe('S3 settings', () => {
  it('names the bucket and the settings to check when the bucket cannot be opened', async () => {
    await expect(openStorage(loadConfig({ NODE_ENV: 'test', ...s3.env('no-such-bucket') }))).rejects.toThrow(
      /Could not open S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+: the bucket does not exist\. Check S3_BUCKET/,
    );
  });

  it('refuses a key without its secret', () => {
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/set both, or neither/);
  });
});
