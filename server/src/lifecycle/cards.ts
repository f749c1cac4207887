/**
 * A registration's card follows its record (docs/decisions/019-cards-and-status-lists.md). After every
 * change, in the change's transaction: a registration in force whose card would show something else
 * gets a new card and the old one is superseded; one that leaves force ends its card, with why.
 */
import type { Kysely } from 'kysely';
import { STATUS_RULES } from '#common/lifecycle';
import type { DB, RegistrationRow } from '../db/schema';
import { lockRegistry } from './registration-repository';
import { cardClaims, cardFingerprint } from './card-face';
import { currentCard, drawStatusIndex, endCard, insertCard, nextRevision } from './card-repository';

export interface SettleOptions {
  /** A new card even though nothing on it changed: the handler lost the old one. */
  replace?: boolean;
  /** Issue a card to a registration in force that has none, whatever its status (the upgrade's backfill). */
  backfill?: boolean;
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
  const fingerprint = cardFingerprint(after);
  if (current && current.fingerprint === fingerprint && !options.replace) return;
  await lockRegistry(trx, at);
  if (current) await endCard(trx, current.status_index, 'superseded', at);
  const statusIndex = await drawStatusIndex(trx);
  const revision = await nextRevision(trx, dogId);
  await insertCard(trx, {
    status_index: statusIndex,
    dog_id: dogId,
    revision,
    issued_at: at,
    claims: JSON.stringify(cardClaims(after, { revision, statusIndex, issuedAt: at })),
    fingerprint,
    ended_at: null,
    end_reason: null,
  });
}
