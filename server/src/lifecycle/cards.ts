/**
 * A registration's card follows its record (docs/decisions/019-cards-and-status-lists.md). After every
 * change, in the change's transaction: a registration in force whose card would show something else
 * gets a new card and the old one is superseded; one that leaves force ends its card, with why. The card
 * points to the team's standing training attestation (attestations.ts), settled before it.
 */
import type { Kysely } from 'kysely';
import { STATUS_RULES } from '#common/lifecycle';
import type { CardRow, DB, RegistrationRow } from '../db/schema';
import { lockRegistry } from './registration-repository';
import { cardClaims, cardFingerprint, withAttestation, type CardAttestation, type StoredClaims } from './card-face';
import { currentAttestation } from './attestation-repository';
import { storedAttestationClaims } from './attestations';
import { currentCard, drawStatusIndex, endCard, insertCard, nextRevision, updateCardClaims } from './card-repository';

export interface SettleOptions {
  /** A new card even though nothing on it changed: the handler lost the old one. */
  replace?: boolean;
  /** Issue a card to a registration in force that has none, whatever its status (the upgrade's backfill). */
  backfill?: boolean;
}

/** The team's standing training attestation, which its card points to (settled before the card). */
async function cardAttestation(trx: Kysely<DB>, dogId: string): Promise<CardAttestation | null> {
  const attestation = await currentAttestation(trx, dogId);
  const claims = storedAttestationClaims(attestation?.claims ?? null);
  return attestation && claims ? { testedOn: claims.testedOn, statusIndex: attestation.status_index } : null;
}

/** The current card's claims pointing to the team's standing attestation, changed in place when they do not. */
async function pointToAttestation(trx: Kysely<DB>, card: CardRow, attestation: CardAttestation | null) {
  if (!card.claims) return;
  const claims = JSON.parse(card.claims) as StoredClaims;
  const pointed = withAttestation(claims, attestation);
  if (claims.ta !== pointed.ta || claims.ti !== pointed.ti)
    await updateCardClaims(trx, card.status_index, JSON.stringify(pointed));
}

/** Brings the record's cards in line with `after` (null: the record was deleted). */
export async function settleCards(
  trx: Kysely<DB>,
  dogId: string,
  after: RegistrationRow | null,
  at: string,
  options: SettleOptions = {},
): Promise<void> {
  const current = await currentCard(trx, dogId);
  if (!after) {
    if (current) await endCard(trx, current.status_index, 'deleted', at);
    return;
  }
  const rule = STATUS_RULES[after.status];
  if (!rule.keepsCard) {
    if (current) await endCard(trx, current.status_index, rule.endsCardAs, at);
    return;
  }
  if (!current && !rule.issuesCard && !options.backfill) return;
  const attestation = await cardAttestation(trx, dogId);
  const fingerprint = cardFingerprint(after);
  if (current && current.fingerprint === fingerprint && !options.replace) {
    await pointToAttestation(trx, current, attestation);
    return;
  }
  await lockRegistry(trx, at);
  if (current) await endCard(trx, current.status_index, 'superseded', at);
  const statusIndex = await drawStatusIndex(trx);
  const revision = await nextRevision(trx, dogId);
  await insertCard(trx, {
    status_index: statusIndex,
    dog_id: dogId,
    revision,
    issued_at: at,
    claims: JSON.stringify(cardClaims(after, { revision, statusIndex, issuedAt: at }, attestation)),
    fingerprint,
    ended_at: null,
    end_reason: null,
  });
}
