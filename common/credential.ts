/**
 * The signed credential a card's QR code carries, and how anyone checks it, on the server or in a
 * browser with no network: a JWT (RFC 7519) signed with Ed25519 (RFC 9864; RFC 8037's "EdDSA" is still
 * accepted), verified against the registry's published key set, whose keys carry their own life (retired,
 * compromised), with revocation, suspension and replacement read from W3C Bitstring Status Lists that
 * carry a validity window. docs/decisions/019-cards-and-status-lists.md gives the model; decision 008 the
 * claims and why this format.
 */
import { compactVerify, decodeJwt, type JSONWebKeySet, type JWK } from 'jose';
import { CLIENT_ROUTES } from './client-routes';
import { programmePath } from './programme-path';
import { isCardCode, isDigitCode, openCardCode, type CodeClaims } from './card-code';

/** Where a card's QR code points: the verify page, with the credential in the fragment (never sent to a server). */
export const VERIFY_PATH = CLIENT_ROUTES.verify;
export const JWKS_PATH = '/.well-known/jwks.json';
/**
 * What a card's status index is looked up in. `revocation`: the card is no longer valid, for any
 * reason; `suspension`: its registration is suspended; `refresh`: a newer card of a registration that
 * is still in force replaced it (Bitstring Status List's "a newer credential is available").
 */
export const STATUS_PURPOSES = ['revocation', 'suspension', 'refresh'] as const;
export type StatusPurpose = (typeof STATUS_PURPOSES)[number];
export const statusListPath = (purpose: StatusPurpose) => `/credentials/status/${purpose}`;
/** The smallest list the W3C recommendation allows (16 KB before compression), so an index reveals little. */
export const STATUS_LIST_MIN_BITS = 131_072;
/** Cards are signed with the fully specified algorithm name (RFC 9864); cards printed before say "EdDSA". */
export const CREDENTIAL_ALG = 'Ed25519';
export const ACCEPTED_ALGS = ['Ed25519', 'EdDSA'];
/** Explicit types (RFC 8725 §3.11): a status list can never pass for a card, nor a card for a list. */
export const CARD_TYP = 'sdr-card+jwt';
export const STATUS_LIST_TYP = 'vc+jwt';

/** A card's claims (card-code.ts holds them all but the issuer), as the verifier gives them. */
export interface CardClaims extends CodeClaims {
  /** The registry's public address (PUBLIC_URL), or a programme's issuer (programmeIssuer). */
  iss: string;
}

/**
 * A published key's life, as members of its JWK (RFC 7517 §4 allows members of one's own). Times are
 * ISO 8601. A key with `retired_at` signs nothing after it; one with `compromised_since` vouches for
 * nothing at all, whenever it says it was signed (the time is the operator's record, decision 040);
 * `untyped_until` marks a key that signed cards before they carried `typ`.
 */
export interface KeyLife {
  retired_at?: string;
  compromised_since?: string;
  untyped_until?: string;
}
/**
 * Whose key it is, on every key of a programme other than the deployment's default one (decision 043):
 * its slug, which makes the issuer its cards name (programmeIssuer), and its name in each language, for
 * the verdict. The default programme's keys carry neither, as before programmes had keys.
 */
export interface KeyProgramme {
  programme?: string;
  programme_name?: Partial<Record<string, string>>;
}
export type RegistryJwk = JWK & KeyLife & KeyProgramme;

/**
 * The issuer a programme's cards name (`iss`): the registry's public address for the default programme
 * (no slug), that address and /p/<slug> for another, whose keys carry its slug (KeyProgramme).
 */
export function programmeIssuer(publicUrl: string, programme?: string): string {
  return programme === undefined ? publicUrl : `${publicUrl}${programmePath(programme)}`;
}

export function verifyAddress(publicUrl: string, credential: string): string {
  return `${publicUrl}${VERIFY_PATH}#${credential}`;
}

/** A status list as the verifier keeps it: decoded bits and the window in which the registry vouches for them. */
export interface StatusList {
  purpose: StatusPurpose;
  /** When the registry issued it (ms). */
  issuedAt: number;
  /** Until when the registry vouches for it (ms); past it, a card's status is unconfirmed. */
  validUntil: number;
  bits: Uint8Array;
}

/** `key`: signed by a key the registry no longer vouches for; `number`: the registry answered that it has no such number. */
export type NotIssuedReason = 'malformed' | 'signature' | 'issuer' | 'key' | 'status' | 'number';

/** The programme whose key signed a card, when not the default programme: its slug, and its names if the key set gave them. */
export interface SigningProgramme {
  slug: string;
  name?: Partial<Record<string, string>>;
}

/** The team's training attestation stands, by the same lists as the card: the day its test was passed (YYYY-MM-DD). */
export interface StandingTraining {
  passedOn: string;
}

/**
 * `programme`: present on a card signed by a programme other than the default one (decision 043);
 * `training`: on a card that stands, when its team's training attestation stands too (decision 044).
 */
export type Verdict =
  | { verdict: 'valid'; claims: CardClaims; programme?: SigningProgramme; training?: StandingTraining }
  /** Valid by lists whose window has passed: the status could not be confirmed since `lastConfirmed` (ms). */
  | {
      verdict: 'unconfirmed';
      claims: CardClaims;
      lastConfirmed: number;
      programme?: SigningProgramme;
      training?: StandingTraining;
    }
  | { verdict: 'expired'; claims: CardClaims; programme?: SigningProgramme }
  | { verdict: 'superseded' | 'revoked' | 'suspended'; claims: CardClaims; programme?: SigningProgramme }
  | { verdict: 'not_issued'; reason: NotIssuedReason };

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
    c.sl! >= 0 &&
    (c.s === undefined || typeof c.s === 'string') &&
    ((c.ta === undefined && c.ti === undefined) ||
      (Number.isSafeInteger(c.ta) && Number.isSafeInteger(c.ti) && c.ti! >= 0))
  );
}

const time = (iso: string | undefined) => (iso === undefined ? Number.NaN : Date.parse(iso));

/**
 * Whether the key vouches for something that says it was signed at `signedAt` (ms). A compromised key
 * vouches for nothing: the time is written by whoever signs, a thief too (decision 040). A retired key
 * vouches for what it signed until its retirement. An unreadable time counts against the token.
 */
export function keyVouchesFor(key: KeyLife, signedAt: number): boolean {
  if (key.compromised_since !== undefined) return false;
  if (key.retired_at !== undefined && !(signedAt <= time(key.retired_at))) return false;
  return true;
}

export interface VerifiedToken {
  payload: Uint8Array;
  key: RegistryJwk;
  typ: string | undefined;
}

/**
 * Verifies a JWS against the key set: the payload, the key that signed it and the token's `typ` when
 * the signature is good, else null. Only Ed25519 keys of this set, only the two names of its algorithm.
 */
export async function verifiedToken(token: string, keys: JSONWebKeySet): Promise<VerifiedToken | null> {
  try {
    let signer: RegistryJwk | undefined;
    const { payload, protectedHeader } = await compactVerify(
      token.trim(),
      (header) => {
        signer = (keys.keys as RegistryJwk[]).find((key) => key.kid === header.kid && key.crv === 'Ed25519');
        if (!signer) throw new Error('unknown key');
        // The key is matched by its id; its published `alg` (either name of Ed25519) is not a second filter.
        const { alg: _alg, ...jwk } = signer;
        return jwk;
      },
      { algorithms: ACCEPTED_ALGS },
    );
    return signer ? { payload, key: signer, typ: protectedHeader.typ } : null;
  } catch {
    return null;
  }
}

/**
 * The registry number a credential says it is for, read without checking anything: only so a verifier can
 * ask the registry about that number while it checks the signature. Null when none can be read.
 */
export function claimedNumber(token: string): string | null {
  const trimmed = token.trim();
  try {
    const sub = isDigitCode(trimmed)
      ? (openCardCode(trimmed)?.claims as { sub?: unknown } | null)?.sub
      : decodeJwt(trimmed).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** The programme a key names (KeyProgramme), none for the default programme's. */
function signingProgramme(key: RegistryJwk): { programme?: SigningProgramme } {
  if (typeof key.programme !== 'string') return {};
  const name = typeof key.programme_name === 'object' && key.programme_name !== null ? key.programme_name : undefined;
  return { programme: { slug: key.programme, ...(name ? { name } : {}) } };
}

const DAY_MS = 86_400_000;

/**
 * The training attestation the card points to (`ta`, `ti`), when the lists in hand cover its index and
 * neither revoke nor suspend it; nothing when the card names none or the lists cannot tell.
 */
function standingTraining(claims: CardClaims, statusLists: StatusList[]): { training?: StandingTraining } {
  const { ta, ti } = claims;
  if (ta === undefined || ti === undefined) return {};
  const lists = STATUS_PURPOSES.map((purpose) => statusLists.find((list) => list.purpose === purpose));
  if (!lists.every((list) => list !== undefined && ti < list.bits.length * 8)) return {};
  const ended = statusLists.some(
    (list) => (list.purpose === 'revocation' || list.purpose === 'suspension') && statusBit(list.bits, ti),
  );
  return ended ? {} : { training: { passedOn: new Date(ta * DAY_MS).toISOString().slice(0, 10) } };
}

/** A credential whose signature holds: its claims, and the key that signed them. */
type Signed = { claims: CardClaims; key: RegistryJwk } | { verdict: 'not_issued'; reason: NotIssuedReason };

/** A card printed before decision 050: a compact JWS of JSON claims that name their issuer. */
async function signedJws(token: string, context: { keys: JSONWebKeySet; issuer: string }): Promise<Signed> {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return { verdict: 'not_issued', reason: 'malformed' };
  const verified = await verifiedToken(token, context.keys);
  if (!verified) return { verdict: 'not_issued', reason: 'signature' };
  const claims = parseJson(verified.payload);
  if (!isCardClaims(claims)) return { verdict: 'not_issued', reason: 'malformed' };
  // Cards signed before they carried a type are accepted from the keys that signed them then, up to that day.
  const typed =
    verified.typ === CARD_TYP ||
    (verified.typ === undefined &&
      verified.key.untyped_until !== undefined &&
      claims.iat * 1000 <= time(verified.key.untyped_until));
  if (!typed) return { verdict: 'not_issued', reason: 'malformed' };
  // A programme's key signs for its own issuer only, and the default programme's for the registry's.
  if (claims.iss !== programmeIssuer(context.issuer, signingProgramme(verified.key).programme?.slug))
    return { verdict: 'not_issued', reason: 'issuer' };
  return { claims, key: verified.key };
}

async function ed25519Verifies(key: RegistryJwk, signature: Uint8Array, data: Uint8Array): Promise<boolean> {
  try {
    const publicKey = await crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: key.x }, 'Ed25519', false, [
      'verify',
    ]);
    return await crypto.subtle.verify('Ed25519', publicKey, signature as BufferSource, data as BufferSource);
  } catch {
    return false;
  }
}

/** A card in the compact form (card-code.ts): its issuer is the registry, or the programme, whose key signed it. */
async function signedCode(token: string, context: { keys: JSONWebKeySet; issuer: string }): Promise<Signed> {
  const code = openCardCode(token);
  if (!code || !isCardCode(code)) return { verdict: 'not_issued', reason: 'malformed' };
  const key = (context.keys.keys as RegistryJwk[]).find((k) => k.kid === code.kid && k.crv === 'Ed25519');
  if (!key || !(await ed25519Verifies(key, code.signature, code.signed)))
    return { verdict: 'not_issued', reason: 'signature' };
  const claims = {
    iss: programmeIssuer(context.issuer, signingProgramme(key).programme?.slug),
    ...(code.claims as object),
  };
  return isCardClaims(claims) ? { claims, key } : { verdict: 'not_issued', reason: 'malformed' };
}

/**
 * One verdict for a scanned credential, in either form a card may carry: the compact code (decision
 * 050) or, on cards printed before it, a JWS. The signature comes first: nothing in a credential that
 * fails it is shown, since anyone can write anything into an unsigned one. Then the issuer its key may
 * sign for, the key's life, then the status lists (which must cover the card's index), then the date,
 * then the lists' own window. A card of a programme other than the default says which (`programme`).
 */
export async function verifyCardCredential(
  token: string,
  context: { keys: JSONWebKeySet; issuer: string; statusLists: StatusList[]; now?: Date },
): Promise<Verdict> {
  const trimmed = token.trim();
  const signed = await (isDigitCode(trimmed) ? signedCode(trimmed, context) : signedJws(trimmed, context));
  if ('verdict' in signed) return signed;
  const { claims, key } = signed;
  const signer = signingProgramme(key);
  const signedAt = claims.iat * 1000;
  if (!keyVouchesFor(key, signedAt)) return { verdict: 'not_issued', reason: 'key' };

  const now = (context.now ?? new Date()).getTime();
  const lists = STATUS_PURPOSES.map((purpose) => context.statusLists.find((list) => list.purpose === purpose));
  const inLists = lists.every((list) => list !== undefined && claims.sl < list.bits.length * 8);
  if (!inLists) {
    // A genuine card's index is always inside the lists; only a card newer than the lists in hand may be outside.
    const newest = Math.max(0, ...context.statusLists.map((list) => list.issuedAt));
    if (signedAt <= newest) return { verdict: 'not_issued', reason: 'status' };
    if (claims.exp * 1000 < now) return { verdict: 'expired', claims, ...signer };
    return { verdict: 'unconfirmed', claims, lastConfirmed: newest, ...signer };
  }
  const listed = (purpose: StatusPurpose) =>
    context.statusLists.some((list) => list.purpose === purpose && statusBit(list.bits, claims.sl));
  if (listed('revocation')) return { verdict: listed('refresh') ? 'superseded' : 'revoked', claims, ...signer };
  if (listed('suspension')) return { verdict: 'suspended', claims, ...signer };
  if (claims.exp * 1000 < now) return { verdict: 'expired', claims, ...signer };
  const training = standingTraining(claims, context.statusLists);
  const stale = context.statusLists.filter((list) => list.validUntil < now);
  if (stale.length > 0)
    return {
      verdict: 'unconfirmed',
      claims,
      lastConfirmed: Math.min(...stale.map((list) => list.issuedAt)),
      ...signer,
      ...training,
    };
  return { verdict: 'valid', claims, ...signer, ...training };
}
