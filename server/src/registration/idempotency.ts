/**
 * Idempotency records let a retried registration return the first result instead of creating
 * a second record. The database holds only a hash of the client's key, and the stored response
 * (which contains the owner's secret link) is encrypted with a key derived from the client's key,
 * so only the client that made the request can read it back.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_KEY_PATTERN } from '#common/constants';
import type { DB } from '../db/schema';
import { ApiError } from '../lib/api-error';
import { sha256 } from '../lib/tokens';

export function checkIdempotencyKey(key: string | undefined): string | null {
  if (key === undefined || key === '') return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'INVALID_IDEMPOTENCY_KEY', 'errors.invalidIdempotencyKey');
  }
  return key;
}

function cipherKey(clientKey: string): Buffer {
  return createHash('sha256').update(`sdr-idempotent-response:${clientKey}`).digest();
}

export function sealResponse(clientKey: string, body: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(clientKey), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

function openResponse(clientKey: string, sealed: string): unknown {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', cipherKey(clientKey), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
}

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** The first response for this key, or null; refuses a key reused for a different request. */
export async function findStoredResponse(
  db: Kysely<DB>,
  clientKey: string,
  requestHash: string,
): Promise<StoredResponse | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key_hash', '=', sha256(clientKey))
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== requestHash) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'errors.idempotencyKeyReused');
  }
  return { status: row.response_status, body: openResponse(clientKey, row.response_cipher) };
}

export async function storeResponse(
  db: Kysely<DB>,
  clientKey: string,
  requestHash: string,
  response: StoredResponse,
  at: string,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      key_hash: sha256(clientKey),
      request_hash: requestHash,
      response_status: response.status,
      response_cipher: sealResponse(clientKey, response.body),
      created_at: at,
    })
    .execute();
}
