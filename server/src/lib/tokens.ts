import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable identifier or secret: 128 bits by default, URL-safe. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares a presented secret with the expected one without leaking where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Compares a presented secret with a stored SHA-256 hash without leaking where they differ. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
