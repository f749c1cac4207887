/**
 * Signs what a card's QR code carries (common/credential.ts) and the status lists that revoke it. Only
 * an active, unexpired registration gets a credential; any other card's QR opens its page, which says why.
 */
import { gzipSync } from 'node:zlib';
import { CompactSign } from 'jose';
import type { Kysely } from 'kysely';
import {
  CREDENTIAL_ALG,
  STATUS_LIST_MIN_BITS,
  statusListPath,
  verifyAddress,
  type CardClaims,
  type StatusPurpose,
} from '#common/credential';
import { MESSAGES } from '#common/messages';
import { handlerShortName } from '#common/mask';
import type { StatusListCredential } from '#common/status-list';
import type { DB, ServiceDogRow } from '../db/schema';
import { findDogById } from '../dogs/dog-repository';
import { notFound } from '../lib/api-error';
import { highestSequence, revokedSequences, suspendedSequences } from './credential-repository';
import type { SigningKeys } from './signing-keys';
import { serviceTypeWords } from '#common/service-type';

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function sign(keys: SigningKeys, payload: unknown): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: CREDENTIAL_ALG, kid: keys.kid })
    .sign(keys.privateKey);
}

export function cardClaims(row: ServiceDogRow, issuer: string): CardClaims {
  const serviceType = serviceTypeWords(row.service_type, row.service_type_other);
  return {
    iss: issuer,
    sub: row.registry_number,
    iat: seconds(row.registration_date),
    exp: seconds(row.expires_at),
    n: row.dog_name,
    b: row.dog_breed,
    h: handlerShortName(row.owner_name),
    ...(row.show_service_type === 1 && serviceType ? { s: serviceType } : {}),
    r: row.version,
    sl: row.card_index ?? row.registry_seq,
  };
}

/** Ed25519 signatures are deterministic: the same record makes the same credential, and the same QR code. */
export function signCardCredential(row: ServiceDogRow, keys: SigningKeys, issuer: string): Promise<string> {
  return sign(keys, cardClaims(row, issuer));
}

/** What a card's QR code opens: the verify page with a signed credential, or, for a card that is not valid, its page. */
export async function qrAddress(db: Kysely<DB>, keys: SigningKeys, id: string, issuer: string): Promise<string> {
  const row = await findDogById(db, id);
  if (!row) throw notFound(MESSAGES.dogNotFound);
  if (row.status !== 'active' || row.expires_at < new Date().toISOString())
    return `${issuer}/registry/${encodeURIComponent(row.id)}`;
  return verifyAddress(issuer, await signCardCredential(row, keys, issuer));
}

/** Bits set at `indexes`, index 0 being the most significant bit of the first byte (W3C Bitstring Status List). */
export function bitstring(indexes: number[], size: number): Buffer {
  const bits = Buffer.alloc(Math.ceil(size / 8));
  for (const index of indexes) bits[index >> 3]! |= 0x80 >> (index & 7);
  return bits;
}

/** A signed W3C Bitstring Status List credential, built from the database as it is now. */
export async function signStatusList(
  db: Kysely<DB>,
  keys: SigningKeys,
  issuer: string,
  purpose: StatusPurpose,
  now = new Date(),
): Promise<string> {
  const indexes = purpose === 'revocation' ? await revokedSequences(db) : await suspendedSequences(db);
  const size = Math.max(STATUS_LIST_MIN_BITS, (await highestSequence(db)) + 1);
  const id = `${issuer}${statusListPath(purpose)}`;
  const credential: StatusListCredential = {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    id,
    issuer,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: purpose,
      encodedList: `u${gzipSync(bitstring(indexes, size)).toString('base64url')}`,
    },
  };
  return sign(keys, credential);
}
