/**
 * The card's compact credential (docs/decisions/050-compact-card-code.md): the card's claims as a CWT
 * claims set (RFC 8392) in a COSE_Sign1 (RFC 9052) signed with Ed25519 (COSE algorithm -19, RFC 9864),
 * written as decimal digits so the QR code carries them in its numeric mode, about a quarter denser
 * than base64url in byte mode. The QR code stays an address, `PUBLIC_URL/v#<digits>`, which any phone
 * camera opens. Names are cut as the card prints them (card-names.ts), and the issuer is not written:
 * it is the registry whose key signed, and, for a programme's key, that programme (decision 043).
 */
import { decodeCbor, encodeCbor, head, MAJOR, type CborValue } from './cbor';
import { OTHER_SERVICE_TYPE, SERVICE_TYPES } from './constants';
import { printedField, printedShortName } from './card-names';

/** RFC 9052 header labels, RFC 9596's `typ`, RFC 9864's Ed25519 and RFC 8037's older EdDSA. */
const HEADER_ALG = 1;
const HEADER_KID = 4;
const HEADER_TYP = 16;
const ALG_ED25519 = -19;
const ALG_EDDSA = -8;
/** CBOR tag 18: a COSE_Sign1. */
const COSE_SIGN1_TAG = 0xd2;
/** Explicit type: nothing but a card is ever signed in this form. */
export const CARD_CODE_TYP = 'sdr-card+cwt';
/** RFC 8392's registered claim keys; the card's own claims keep their short names (CardClaims). */
const CLAIM_SUB = 2;
const CLAIM_EXP = 4;
const CLAIM_IAT = 6;

/** The claims, with short names because every byte makes the printed QR code denser (decisions 008, 050). */
export interface CodeClaims {
  /** The registry number. */
  sub: string;
  /** When this card was issued, in seconds. */
  iat: number;
  /** Valid through, in seconds. */
  exp: number;
  /** Dog's name, breed, handler's first name and last initial, as the card prints them (card-names.ts). */
  n: string;
  b: string;
  h: string;
  /** Service type, only where the handler chose to show it. */
  s?: string;
  /** Card revision: 1 for a registration's first card, one more for each card that replaces it. */
  r: number;
  /** Index in the registry's status lists: drawn at random, never reused. */
  sl: number;
  /**
   * The team's standing training attestation (docs/decisions/044-training-attestation.md), when it has
   * one: the day its public access test was passed (days since 1970-01-01) and the attestation's own
   * status index, which the same lists revoke when the attestation ends.
   */
  ta?: number;
  ti?: number;
}

/** Seven bytes (56 bits) fit 17 digits; a last, shorter run of n bytes takes RUN_DIGITS[n] digits. */
const RUN_BYTES = 7;
const RUN_DIGITS = [0, 3, 5, 8, 10, 13, 15, 17];

export function bytesToDigits(bytes: Uint8Array): string {
  let digits = '';
  for (let start = 0; start < bytes.length; start += RUN_BYTES) {
    const run = bytes.subarray(start, start + RUN_BYTES);
    let value = 0n;
    for (const byte of run) value = (value << 8n) | BigInt(byte);
    digits += value.toString().padStart(RUN_DIGITS[run.length]!, '0');
  }
  return digits;
}

/** The bytes the digits write, or null when they are not digits this form writes. */
export function digitsToBytes(digits: string): Uint8Array | null {
  if (!/^\d+$/.test(digits)) return null;
  const full = Math.floor(digits.length / RUN_DIGITS[RUN_BYTES]!);
  const restDigits = digits.length - full * RUN_DIGITS[RUN_BYTES]!;
  const restBytes = RUN_DIGITS.indexOf(restDigits);
  if (restBytes < 0) return null;
  const bytes = new Uint8Array(full * RUN_BYTES + restBytes);
  let offset = 0;
  for (let start = 0; start < digits.length;) {
    const length = Math.min(RUN_BYTES, bytes.length - offset);
    const width = RUN_DIGITS[length]!;
    let value = BigInt(digits.slice(start, start + width));
    if (value >> BigInt(8 * length) !== 0n) return null;
    for (let i = length - 1; i >= 0; i--) {
      bytes[offset + i] = Number(value & 0xffn);
      value >>= 8n;
    }
    offset += length;
    start += width;
  }
  return bytes;
}

/** A standard service type travels as its place in SERVICE_TYPES, the handler's own words as text. */
function serviceTypeCode(words: string): number | string {
  const index = (SERVICE_TYPES as readonly string[]).indexOf(words);
  return index >= 0 && words !== OTHER_SERVICE_TYPE ? index : printedField('serviceType', words);
}

function serviceTypeWords(code: unknown): string | undefined | null {
  if (code === undefined) return undefined;
  if (typeof code === 'string') return code;
  if (
    typeof code === 'number' &&
    Number.isInteger(code) &&
    SERVICE_TYPES[code] &&
    SERVICE_TYPES[code] !== OTHER_SERVICE_TYPE
  )
    return SERVICE_TYPES[code];
  return null;
}

/** The claims as the code carries them: names cut as the card prints them. */
function codeClaims(claims: CodeClaims): CodeClaims {
  return {
    ...claims,
    n: printedField('dogName', claims.n),
    b: printedField('dogBreed', claims.b),
    h: printedShortName(claims.h),
    ...(claims.s === undefined ? {} : { s: printedField('serviceType', claims.s) }),
  };
}

function payloadOf(claims: CodeClaims): Uint8Array {
  const printed = codeClaims(claims);
  const map = new Map<number | string, CborValue>([
    [CLAIM_SUB, printed.sub],
    [CLAIM_EXP, printed.exp],
    [CLAIM_IAT, printed.iat],
    ['n', printed.n],
    ['b', printed.b],
    ['h', printed.h],
    ['r', printed.r],
    ['sl', printed.sl],
  ]);
  if (printed.s !== undefined) map.set('s', serviceTypeCode(printed.s));
  if (printed.ta !== undefined && printed.ti !== undefined) {
    map.set('ta', printed.ta);
    map.set('ti', printed.ti);
  }
  return encodeCbor(map);
}

/**
 * RFC 9052 §4.4: what is signed, ["Signature1", protected header, no external data, payload], written
 * byte by byte: the verify page then needs no general CBOR writer (cbor.test.ts checks it is the same).
 */
export function toBeSigned(protectedHeader: Uint8Array, payload: Uint8Array): Uint8Array {
  const context = new TextEncoder().encode('Signature1');
  return new Uint8Array([
    ...head(MAJOR.array, 4),
    ...head(MAJOR.text, context.length),
    ...context,
    ...head(MAJOR.bytes, protectedHeader.length),
    ...protectedHeader,
    ...head(MAJOR.bytes, 0),
    ...head(MAJOR.bytes, payload.length),
    ...payload,
  ]);
}

/** The card's code: its claims signed by `sign` (an Ed25519 key whose id is `kid`), as digits. */
export function encodeCardCode(claims: CodeClaims, kid: string, sign: (data: Uint8Array) => Uint8Array): string {
  const protectedHeader = encodeCbor(
    new Map<number, CborValue>([
      [HEADER_ALG, ALG_ED25519],
      [HEADER_KID, new TextEncoder().encode(kid)],
      [HEADER_TYP, CARD_CODE_TYP],
    ]),
  );
  const payload = payloadOf(claims);
  const signature = sign(toBeSigned(protectedHeader, payload));
  const body = encodeCbor([protectedHeader, new Map(), payload, signature]);
  const tagged = new Uint8Array(body.length + 1);
  tagged[0] = COSE_SIGN1_TAG;
  tagged.set(body, 1);
  return bytesToDigits(tagged);
}

/** A code taken apart, before any signature is checked: nothing in it is to be believed yet. */
export interface OpenedCardCode {
  kid: string;
  typ: unknown;
  alg: unknown;
  claims: unknown;
  signature: Uint8Array;
  signed: Uint8Array;
}

function claimsOf(payload: Uint8Array): CodeClaims | null {
  const map = decodeCbor(payload) as unknown;
  if (!(map instanceof Map)) return null;
  const s = serviceTypeWords(map.get('s'));
  if (s === null) return null;
  return {
    sub: map.get(CLAIM_SUB),
    exp: map.get(CLAIM_EXP),
    iat: map.get(CLAIM_IAT),
    n: map.get('n'),
    b: map.get('b'),
    h: map.get('h'),
    r: map.get('r'),
    sl: map.get('sl'),
    ...(s === undefined ? {} : { s }),
    ...(map.has('ta') ? { ta: map.get('ta') } : {}),
    ...(map.has('ti') ? { ti: map.get('ti') } : {}),
  } as CodeClaims;
}

/** Takes a code apart; null when it is not a COSE_Sign1 in this form. Checks nothing about who signed it. */
export function openCardCode(digits: string): OpenedCardCode | null {
  const bytes = digitsToBytes(digits);
  if (!bytes || bytes[0] !== COSE_SIGN1_TAG) return null;
  try {
    const parts = decodeCbor(bytes.subarray(1)) as unknown;
    if (!Array.isArray(parts) || parts.length !== 4) return null;
    const [protectedHeader, unprotected, payload, signature] = parts as unknown[];
    if (!(protectedHeader instanceof Uint8Array) || !(payload instanceof Uint8Array)) return null;
    if (!(signature instanceof Uint8Array) || !(unprotected instanceof Map) || unprotected.size > 0) return null;
    const header = decodeCbor(protectedHeader) as unknown;
    if (!(header instanceof Map)) return null;
    const kid = header.get(HEADER_KID);
    if (!(kid instanceof Uint8Array)) return null;
    return {
      kid: new TextDecoder('utf-8', { fatal: true }).decode(kid),
      typ: header.get(HEADER_TYP),
      alg: header.get(HEADER_ALG),
      claims: claimsOf(payload),
      signature,
      signed: toBeSigned(protectedHeader, payload),
    };
  } catch {
    return null;
  }
}

/** Whether the opened code names Ed25519 (by either of its COSE names) and the card's type. */
export function isCardCode(code: OpenedCardCode): boolean {
  return (code.alg === ALG_ED25519 || code.alg === ALG_EDDSA) && code.typ === CARD_CODE_TYP;
}

/** Whether `code` looks like this form (digits) rather than a card printed before it (a JWS). */
export const isDigitCode = (token: string) => /^\d+$/.test(token);
