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

export function cardClaims(row: RegistrationRow, card: { revision: number; statusIndex: number; issuedAt: string }) {
  return {
    ...faceClaims(row),
    iat: seconds(card.issuedAt),
    r: card.revision,
    sl: card.statusIndex,
  } satisfies StoredClaims;
}
