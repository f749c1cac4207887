/**
 * All SQL on cards and the status lists' index space (docs/decisions/019-cards-and-status-lists.md), which
 * training attestations share (docs/decisions/044-training-attestation.md).
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STATUS_LIST_MIN_BITS } from '#common/credential';
import { statusesWhere } from '#common/lifecycle';
import type { CardEndReason, CardRow, DB, NewCard } from '../db/schema';
import type { StoredClaims } from './card-face';

/** Statuses whose registration keeps its card: while in one, a replaced card says so rather than "revoked". */
const IN_FORCE = statusesWhere('keepsCard');
/** Statuses whose current card is on the suspension list. */
const SUSPENDED = statusesWhere('onSuspensionList');

export async function currentCard(db: Kysely<DB>, dogId: string): Promise<CardRow | null> {
  const row = await db
    .selectFrom('cards')
    .selectAll()
    .where('dog_id', '=', dogId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** The claims of a registration's current card, or null when it has none. */
export async function currentClaims(db: Kysely<DB>, dogId: string): Promise<StoredClaims | null> {
  const card = await currentCard(db, dogId);
  return card?.claims ? (JSON.parse(card.claims) as StoredClaims) : null;
}

/** Ends a card for good; its claims go with it, so nothing personal outlives the card. */
export async function endCard(db: Kysely<DB>, statusIndex: number, reason: CardEndReason, at: string): Promise<void> {
  await db
    .updateTable('cards')
    .set({ ended_at: at, end_reason: reason, claims: null, fingerprint: null })
    .where('status_index', '=', statusIndex)
    .where('ended_at', 'is', null)
    .execute();
}

/** A current card's claims, changed in place: only its pointer to a training attestation ever is (card-face.ts). */
export async function updateCardClaims(db: Kysely<DB>, statusIndex: number, claims: string): Promise<void> {
  await db
    .updateTable('cards')
    .set({ claims })
    .where('status_index', '=', statusIndex)
    .where('ended_at', 'is', null)
    .execute();
}

export async function nextRevision(db: Kysely<DB>, dogId: string): Promise<number> {
  const row = await db
    .selectFrom('cards')
    .select((eb) => eb.fn.max('revision').as('last'))
    .where('dog_id', '=', dogId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertCard(db: Kysely<DB>, card: NewCard): Promise<void> {
  await db.insertInto('cards').values(card).execute();
}

export interface ListSpace {
  size: number;
  legacyCeiling: number;
}

export async function listSpace(db: Kysely<DB>): Promise<ListSpace> {
  const row = await db.selectFrom('status_list_space').select(['size', 'legacy_ceiling']).executeTakeFirstOrThrow();
  return { size: Number(row.size), legacyCeiling: Number(row.legacy_ceiling) };
}

/**
 * A status index no card or training attestation has had, drawn at random above the legacy range, so an index tells nothing
 * of when a card was issued or how many there are. The space doubles when an eighth of it is in use,
 * so a draw almost always succeeds at once. Call in a transaction holding the registry lock.
 */
export async function drawStatusIndex(db: Kysely<DB>): Promise<number> {
  const space = await db.selectFrom('status_list_space').selectAll().executeTakeFirstOrThrow();
  const used = Number(space.legacy_ceiling) + 1 + Number(space.issued) + 1;
  let size = Math.max(Number(space.size), STATUS_LIST_MIN_BITS);
  while (used * 8 > size) size *= 2;
  await db
    .updateTable('status_list_space')
    .set((eb) => ({ size, issued: eb('issued', '+', 1) }))
    .execute();
  for (;;) {
    const index = randomInt(Number(space.legacy_ceiling) + 1, size);
    // Cards and training attestations share the space (docs/decisions/044-training-attestation.md).
    const taken =
      (await db.selectFrom('cards').select('status_index').where('status_index', '=', index).executeTakeFirst()) ??
      (await db
        .selectFrom('training_attestations')
        .select('status_index')
        .where('status_index', '=', index)
        .executeTakeFirst());
    if (!taken) return index;
  }
}

/** Cards and training attestations that no longer stand, for any reason. */
export async function endedIndexes(db: Kysely<DB>): Promise<number[]> {
  const cards = await db.selectFrom('cards').select('status_index').where('ended_at', 'is not', null).execute();
  const attestations = await db
    .selectFrom('training_attestations')
    .select('status_index')
    .where('ended_at', 'is not', null)
    .execute();
  return [...cards, ...attestations].map((row) => Number(row.status_index));
}

/** Replaced cards and attestations of registrations still in force: "Replaced by a newer card". */
export async function supersededIndexes(db: Kysely<DB>): Promise<number[]> {
  const cards = await db
    .selectFrom('cards')
    .innerJoin('service_dogs', 'service_dogs.id', 'cards.dog_id')
    .select('cards.status_index')
    .where('cards.end_reason', '=', 'superseded')
    .where('service_dogs.status', 'in', IN_FORCE)
    .execute();
  const attestations = await db
    .selectFrom('training_attestations')
    .innerJoin('service_dogs', 'service_dogs.id', 'training_attestations.dog_id')
    .select('training_attestations.status_index')
    .where('training_attestations.end_reason', '=', 'superseded')
    .where('service_dogs.status', 'in', IN_FORCE)
    .execute();
  return [...cards, ...attestations].map((row) => Number(row.status_index));
}

/**
 * Registrations in force whose current card was issued before `before`: the ones a key of that time may
 * have signed; with `programmeId`, that programme's only (each programme signs with its own keys).
 */
export async function registrationsWithCardsIssuedBefore(
  db: Kysely<DB>,
  before: string,
  programmeId?: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('cards')
    .innerJoin('service_dogs', 'service_dogs.id', 'cards.dog_id')
    .select('cards.dog_id')
    .where('cards.ended_at', 'is', null)
    .where('cards.issued_at', '<', before)
    .where('service_dogs.status', 'in', IN_FORCE)
    .$if(programmeId !== undefined, (query) => query.where('service_dogs.programme_id', '=', programmeId!))
    .orderBy('cards.issued_at')
    .execute();
  return rows.map((row) => row.dog_id);
}

/** The current cards and training attestations of suspended registrations. */
export async function suspendedIndexes(db: Kysely<DB>): Promise<number[]> {
  const cards = await db
    .selectFrom('cards')
    .innerJoin('service_dogs', 'service_dogs.id', 'cards.dog_id')
    .select('cards.status_index')
    .where('cards.ended_at', 'is', null)
    .where('service_dogs.status', 'in', SUSPENDED)
    .execute();
  const attestations = await db
    .selectFrom('training_attestations')
    .innerJoin('service_dogs', 'service_dogs.id', 'training_attestations.dog_id')
    .select('training_attestations.status_index')
    .where('training_attestations.ended_at', 'is', null)
    .where('service_dogs.status', 'in', SUSPENDED)
    .execute();
  return [...cards, ...attestations].map((row) => Number(row.status_index));
}
