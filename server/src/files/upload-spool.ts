/**
 * Uploaded files go to disk as they arrive, under DATA_DIR/tmp, never whole into the server's memory
 * (eight 15 MB registrations at once had grown it by 190–280 MB, docs/PERFORMANCE.md); the photo
 * process and the PDF check read them from there, and they are removed when the request is done.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface SpooledFile {
  path: string;
  size: number;
  /** SHA-256 (hex) of the bytes, computed as they arrived. */
  sha256: string;
  /** The first HEAD_BYTES, kept to tell the file's type without reading the file again. */
  head: Buffer;
}

/** As much of a file's start as file-type reads to tell its type. */
const HEAD_BYTES = 4100;

/** Only a crash leaves a file behind; one a day old belongs to no request still running. */
const STALE_MS = 24 * 60 * 60 * 1000;
const prepared = new Map<string, Promise<void>>();

export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

async function removeStale(dir: string): Promise<void> {
  const old = Date.now() - STALE_MS;
  for (const name of await fs.readdir(dir)) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < old) await discardSpooled(file);
  }
}

function prepare(dir: string): Promise<void> {
  let ready = prepared.get(dir);
  if (!ready) {
    ready = fs.mkdir(dir, { recursive: true, mode: 0o700 }).then(() => removeStale(dir));
    prepared.set(dir, ready);
    ready.catch(() => prepared.delete(dir));
  }
  return ready;
}

export function discardSpooled(file: string): Promise<void> {
  return fs.rm(file, { force: true });
}

/**
 * Writes a file part to a new file in `dir`. Past `maxBytes` the rest of the part is read and dropped,
 * the file removed, and the answer is 'too-large'. `signal` stops the copy when the body is refused.
 */
export async function spool(
  part: Readable,
  dir: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<SpooledFile | 'too-large'> {
  await prepare(dir);
  const file = path.join(dir, `${randomBytes(12).toString('hex')}.upload`);
  const hash = createHash('sha256');
  let size = 0;
  const head: Buffer[] = [];
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
      size += chunk.length;
      if (size > maxBytes) return done();
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part, measure, createWriteStream(file, { flags: 'wx', mode: 0o600 }), { signal });
  } catch (error) {
    await discardSpooled(file);
    throw error;
  }
  if (size > maxBytes) {
    await discardSpooled(file);
    return 'too-large';
  }
  // A copy: a view would keep the whole 64 KB piece it came in.
  return { path: file, size, sha256: hash.digest('hex'), head: Buffer.concat(head) };
}
