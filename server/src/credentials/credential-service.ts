/**
 * Signs what a card's QR code carries (common/credential.ts) and the status lists that say what became
 * of it. Only an active registration within its dates gets a credential, its current card's; any other
 * card's QR opens its page, which says why.
 */
import { gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import {
  CARD_TYP,
  STATUS_LIST_TYP,
  statusListPath,
  verifyAddress,
  type CardClaims,
  type StatusPurpose,
} from '#common/credential';
import { encodeCardCode } from '#common/card-code';
import { carriesCredential } from '#common/lifecycle';
import { MESSAGES } from '#common/messages';
import type { StatusListCredential } from '#common/status-list';
import type { DB } from '../db/schema';
import { findRegistrationById } from '../lifecycle/registration-repository';
import type { StoredClaims } from '../lifecycle/card-face';
import { currentClaims } from '../lifecycle/card-repository';
import { notFound } from '../lib/api-error';
import { listBits } from './credential-repository';
import type { ProgrammeSigner, SigningKeys } from './signing-keys';
import { programmeRowOf, programmeSigning } from './signing-programme';

/**
 * A card's compact code (docs/decisions/050-compact-card-code.md), signed by `signer`, its programme's
 * current key. Ed25519 signatures are deterministic: the same card and key make the same code, and the
 * same QR code. The code names no issuer: the key's programme is the issuer.
 */
export function signCardCredential(claims: StoredClaims, signer: ProgrammeSigner): string {
  const key = signer.currentSigner();
  return encodeCardCode(claims, key.kid, (data) => key.sign(data));
}

/** A card as cards were signed before decision 050, a compact JWS naming `issuer`: for the tests that it still verifies. */
export function signJwsCardCredential(claims: StoredClaims, signer: ProgrammeSigner, issuer: string): Promise<string> {
  return signer.sign({ iss: issuer, ...claims } satisfies CardClaims, CARD_TYP);
}

/**
 * The credential of a registration's current card, or null when its QR code carries none now: signed by
 * its programme's current key, naming its programme's issuer (decision 043). `publicUrl`: the registry's address.
 */
export async function currentCredential(
  db: Kysely<DB>,
  keys: SigningKeys,
  id: string,
  publicUrl: string,
  now = new Date(),
): Promise<string | null> {
  const row = await findRegistrationById(db, id);
  if (!row) throw notFound(MESSAGES.dogNotFound);
  if (!carriesCredential(row.status, row.expires_at, now)) return null;
  const claims = await currentClaims(db, id);
  if (!claims) return null;
  const { signer } = await programmeSigning(keys, await programmeRowOf(db, row.programme_id), publicUrl);
  return signCardCredential(claims, signer);
}

/** What a card's QR code opens: the registry's verify page with a signed credential, or, for a card that is not valid, its page. */
export async function qrAddress(db: Kysely<DB>, keys: SigningKeys, id: string, publicUrl: string): Promise<string> {
  const credential = await currentCredential(db, keys, id, publicUrl);
  return credential ? verifyAddress(publicUrl, credential) : registrationAddress(publicUrl, id);
}

/** The registration's own page, which any QR code may open. */
export function registrationAddress(issuer: string, id: string): string {
  return `${issuer}/registry/${encodeURIComponent(id)}`;
}

/** Bits set at `indexes`, and at 1 to `legacyCeiling`; index 0 is the most significant bit of the first byte. */
export function bitstring(indexes: number[], size: number, legacyCeiling = 0): Buffer {
  const bits = Buffer.alloc(Math.ceil(size / 8));
  const set = (index: number) => (bits[index >> 3]! |= 0x80 >> (index & 7));
  for (let index = 1; index <= legacyCeiling; index++) set(index);
  for (const index of indexes) set(index);
  return bits;
}

/**
 * A W3C Bitstring Status List credential, unsigned, built from the cards as they are now and vouched
 * for `validityMs`. Both forms of a list (the signed JWT and the Data Integrity document) are made
 * from it, so they carry the same bits; `at` names the list's address and its issuer.
 */
export async function statusListCredential(
  db: Kysely<DB>,
  at: { id: string; issuer: string },
  purpose: StatusPurpose,
  validityMs: number,
  now = new Date(),
): Promise<StatusListCredential> {
  const { size, indexes, legacyCeiling } = await listBits(db, purpose);
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    id: at.id,
    issuer: at.issuer,
    validFrom: now.toISOString(),
    validUntil: new Date(now.getTime() + validityMs).toISOString(),
    credentialSubject: {
      id: `${at.id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: purpose,
      encodedList: `u${gzipSync(bitstring(indexes, size, legacyCeiling)).toString('base64url')}`,
    },
  };
}

/** A signed W3C Bitstring Status List credential (VC-JOSE), built from the cards as they are now, vouched for `validityMs`. */
export async function signStatusList(
  db: Kysely<DB>,
  keys: ProgrammeSigner,
  issuer: string,
  purpose: StatusPurpose,
  validityMs: number,
  now = new Date(),
): Promise<string> {
  const at = { id: `${issuer}${statusListPath(purpose)}`, issuer };
  return keys.sign(await statusListCredential(db, at, purpose, validityMs, now), STATUS_LIST_TYP);
}
