import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable identifier or secret: 128 bits by default, URL-safe. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * SHA-256 of an uploaded file, computed on libuv's thread pool (Web Crypto) so that hashing a
 * megabyte does not hold up the event loop, as `sha256` would for 2-3 ms.
 */
export async function sha256OffThread(data: Buffer): Promise<string> {
  // Uploads arrive in ordinary Buffers, never backed by a SharedArrayBuffer, which Web Crypto refuses.
  return Buffer.from(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>)).toString('hex');
}

/** Compares a presented secret with a stored SHA-256 hash without leaking where they differ. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
