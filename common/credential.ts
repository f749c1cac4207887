/**
 * The signed credential a card's QR code carries, and how anyone checks it, on the server or in a
 * browser with no network: a JWT (RFC 7519) signed with EdDSA over Ed25519 (RFC 8037), verified against
 * the registry's published key set, with revocation and suspension read from W3C Bitstring Status Lists.
 * docs/decisions/008-signed-credential.md gives the claims and why this format.
 */
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { CLIENT_ROUTES } from './client-routes';

/** Where a card's QR code points: the verify page, with the credential in the fragment (never sent to a server). */
export const VERIFY_PATH = CLIENT_ROUTES.verify;
export const JWKS_PATH = '/.well-known/jwks.json';
export const STATUS_PURPOSES = ['revocation', 'suspension'] as const;
export type StatusPurpose = (typeof STATUS_PURPOSES)[number];
export const statusListPath = (purpose: StatusPurpose) => `/credentials/status/${purpose}`;
/** The smallest list the W3C recommendation allows (16 KB before compression), so an index reveals little. */
export const STATUS_LIST_MIN_BITS = 131_072;
export const CREDENTIAL_ALG = 'EdDSA';

/** The claims, with short names because every byte makes the printed QR code denser. */
export interface CardClaims {
  /** The registry's public address (PUBLIC_URL). */
  iss: string;
  /** The registry number. */
  sub: string;
  /** Issued: the registration date, in seconds. */
  iat: number;
  /** Valid through, in seconds. */
  exp: number;
  /** Dog's name, breed, handler's first name and last initial. */
  n: string;
  b: string;
  h: string;
  /** Service type, only where the handler chose to show it. */
  s?: string;
  /** Card revision: the record's version when the card was made. */
  r: number;
  /** Index in the registry's status lists: the registry number's sequence, never reused. */
  sl: number;
}

export function verifyAddress(publicUrl: string, credential: string): string {
  return `${publicUrl}${VERIFY_PATH}#${credential}`;
}

/** A status list as the verifier keeps it: decoded bits and when the registry issued them. */
export interface StatusList {
  purpose: StatusPurpose;
  issuedAt: number;
  bits: Uint8Array;
}

export type Verdict =
  | { verdict: 'valid'; claims: CardClaims }
  | { verdict: 'expired'; claims: CardClaims }
  | { verdict: 'revoked' | 'suspended'; claims: CardClaims }
  | { verdict: 'not_issued'; reason: 'malformed' | 'signature' | 'issuer' };

/** Bit `index` of a Bitstring Status List: index 0 is the most significant bit of the first byte. */
export function statusBit(bits: Uint8Array, index: number): boolean {
  const byte = bits[Math.floor(index / 8)];
  return byte !== undefined && (byte & (0x80 >> (index % 8))) !== 0;
}

function isCardClaims(value: unknown): value is CardClaims {
  const c = value as Partial<CardClaims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.iss === 'string' &&
    typeof c.sub === 'string' &&
    typeof c.n === 'string' &&
    typeof c.b === 'string' &&
    typeof c.h === 'string' &&
    Number.isSafeInteger(c.iat) &&
    Number.isSafeInteger(c.exp) &&
    Number.isSafeInteger(c.r) &&
    Number.isSafeInteger(c.sl) &&
    (c.s === undefined || typeof c.s === 'string')
  );
}

/** Verifies a JWS against the key set; the payload's bytes when the signature is good, else null. */
export async function verifiedPayload(token: string, keys: JSONWebKeySet): Promise<Uint8Array | null> {
  try {
    const { payload } = await compactVerify(token.trim(), createLocalJWKSet(keys), { algorithms: [CREDENTIAL_ALG] });
    return payload;
  } catch {
    return null;
  }
}

/**
 * One verdict for a scanned credential. The signature comes first: nothing in a credential that fails
 * it is shown, since anyone can write anything into an unsigned one.
 */
export async function verifyCardCredential(
  token: string,
  context: { keys: JSONWebKeySet; issuer: string; statusLists: StatusList[]; now?: Date },
): Promise<Verdict> {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token.trim())) return { verdict: 'not_issued', reason: 'malformed' };
  const payload = await verifiedPayload(token, context.keys);
  if (!payload) return { verdict: 'not_issued', reason: 'signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return { verdict: 'not_issued', reason: 'malformed' };
  }
  if (!isCardClaims(claims)) return { verdict: 'not_issued', reason: 'malformed' };
  if (claims.iss !== context.issuer) return { verdict: 'not_issued', reason: 'issuer' };
  const listed = (purpose: StatusPurpose) =>
    context.statusLists.some((list) => list.purpose === purpose && statusBit(list.bits, claims.sl));
  if (listed('revocation')) return { verdict: 'revoked', claims };
  if (listed('suspension')) return { verdict: 'suspended', claims };
  const now = Math.floor((context.now ?? new Date()).getTime() / 1000);
  if (claims.exp < now) return { verdict: 'expired', claims };
  return { verdict: 'valid', claims };
}
