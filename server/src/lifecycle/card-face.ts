/**
 * What a card says: its claims (signed into the QR code) and everything else its faces show. Any change
 * to either makes a new card (server/src/lifecycle/cards.ts).
 */
import type { CardClaims } from '#common/credential';
import { handlerShortName } from '#common/mask';
import { serviceTypeWords } from '#common/service-type';
import type { RegistrationRow } from '../db/schema';
import { sha256 } from '../lib/tokens';

/** A card's claims as stored: all but the issuer, which is the address the card is served from. */
export type StoredClaims = Omit<CardClaims, 'iss'>;

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * The team's standing training attestation, as its card points to it (docs/decisions/044-training-attestation.md):
 * the day its test was passed and the attestation's status index.
 */
export interface CardAttestation {
  testedOn: string;
  statusIndex: number;
}

const DAY_MS = 86_400_000;

/** The claims of what the card shows, without the card's own number, revision and issue time. */
function faceClaims(row: RegistrationRow): Omit<StoredClaims, 'iat' | 'r' | 'sl'> {
  const serviceType = serviceTypeWords(row.service_type, row.service_type_other);
  return {
    sub: row.registry_number,
    exp: seconds(row.expires_at),
    n: row.dog_name,
    b: row.dog_breed,
    h: handlerShortName(row.owner_name),
    ...(row.show_service_type === 1 && serviceType ? { s: serviceType } : {}),
  };
}

/** A hash of everything the printed faces and the QR code show: the claims, the photo and the handler's full name. */
export function cardFingerprint(row: RegistrationRow): string {
  return sha256(JSON.stringify({ claims: faceClaims(row), photo: row.photo_key, handler: row.owner_name }));
}

/**
 * The claims with the card pointing to the team's standing training attestation, or to none. The pointer
 * is not part of the card's face: it changes in place, on the same card and status index, so a card
 * printed before still stands (its QR code shows no training, or one the lists have since ended).
 */
export function withAttestation(claims: StoredClaims, attestation: CardAttestation | null): StoredClaims {
  const { ta: _ta, ti: _ti, ...rest } = claims;
  if (!attestation) return rest;
  return {
    ...rest,
    ta: Math.floor(Date.parse(`${attestation.testedOn}T00:00:00Z`) / DAY_MS),
    ti: attestation.statusIndex,
  };
}

export function cardClaims(
  row: RegistrationRow,
  card: { revision: number; statusIndex: number; issuedAt: string },
  attestation: CardAttestation | null = null,
): StoredClaims {
  return withAttestation(
    { ...faceClaims(row), iat: seconds(card.issuedAt), r: card.revision, sl: card.statusIndex },
    attestation,
  );
}
