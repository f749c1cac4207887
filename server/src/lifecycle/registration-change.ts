/**
 * The one way a registration changes (docs/decisions/019-cards-and-status-lists.md). Every service that
 * changes a record calls `changeRegistration` or `deleteRegistration` inside its transaction
 * (db/transaction.ts `inTransaction`), and they announce the change to the look-up cache; they check
 * the move is allowed for who makes it, work out the valid-through date, write the record, its cards,
 * the activity entries and the handler's email together, so all of it stays or none of it does.
 */
import type { ActivityAction } from '#common/activity-actions';
import { mayChangeStatus, validThrough, type LifecycleActor, type Term } from '#common/lifecycle';
import { MESSAGES } from '#common/messages';
import { recordActivity, type NewActivity } from '../activity/activity-repository';
import type { RegistrationRow, RegistrationUpdate } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { Registry } from '../email/email-layout';
import { ApiError, notFound } from '../lib/api-error';
import { retireRegistration, updateRegistrationAtVersion } from './registration-repository';
import { settleAttestation } from './attestations';
import { settleCards } from './cards';
import { notifyStatusChange } from './status-notice';

/** What a change may set: never the validity date (worked out here), the version or the timestamps. */
export type RecordChanges = Omit<RegistrationUpdate, 'id' | 'expires_at' | 'version' | 'last_updated' | 'registry_seq'>;

export interface ActivityNote {
  action: ActivityAction;
  details?: Record<string, unknown>;
}

/** A change's activity entry; its details may be read from the record as written (a renewal's new date). */
export interface ChangeNote extends Omit<ActivityNote, 'details'> {
  details?: ActivityNote['details'] | ((after: RegistrationRow) => ActivityNote['details']);
}

export interface RegistrationChange {
  actor: LifecycleActor;
  /** Who the activity log names. */
  by: Pick<NewActivity, 'actorAdminId' | 'actorLabel'>;
  set: RecordChanges;
  /** The version the change was made against; a record changed since is refused. Defaults to `before`'s. */
  version?: number;
  activity?: ChangeNote[];
  /** A new card although nothing on it changed: the handler lost the old one. */
  replaceCard?: boolean;
}

/** The terms a validity date is worked out from; records from before access tests have it in expires_at. */
export function termOf(row: Pick<RegistrationRow, 'paid_through' | 'expires_at' | 'access_test_due'>): Term {
  return { paidThrough: row.paid_through ?? row.expires_at, accessTestDue: row.access_test_due };
}

/** An update's row, or the error a user understands when the record vanished or changed meanwhile. */
export function resultOrThrow(result: RegistrationRow | 'missing' | 'stale'): RegistrationRow {
  if (result === 'missing') throw notFound(MESSAGES.saveNotFound);
  if (result === 'stale') throw new ApiError(409, 'STALE_RECORD', MESSAGES.staleRecord);
  return result;
}

export async function changeRegistration(
  tx: Tx,
  registry: Registry,
  before: RegistrationRow,
  change: RegistrationChange,
  at: string,
): Promise<RegistrationRow> {
  const to = change.set.status ?? before.status;
  if (!mayChangeStatus(before.status, to, change.actor))
    throw new ApiError(409, 'STATUS_CHANGE_NOT_ALLOWED', MESSAGES.statusChangeNotAllowed);
  const set: RegistrationUpdate = { ...change.set };
  if ('paid_through' in set || 'access_test_due' in set) {
    const term = termOf({ ...before, ...set } as RegistrationRow);
    set.paid_through = term.paidThrough;
    set.expires_at = validThrough(term);
  }
  const trx = tx.db;
  const after = resultOrThrow(
    await updateRegistrationAtVersion(trx, before.id, change.version ?? before.version, set, at),
  );
  tx.registrationChanged();
  // The attestation first: the card points to it.
  await settleAttestation(trx, before.id, after, at);
  await settleCards(trx, before.id, after, at, { replace: change.replaceCard ?? false });
  await notifyStatusChange(trx, registry, before, after, at);
  for (const { action, details } of change.activity ?? [])
    await recordActivity(trx, {
      ...change.by,
      action,
      details: typeof details === 'function' ? details(after) : details,
      dogId: before.id,
      registryNumber: before.registry_number,
      programmeId: before.programme_id,
      at,
    });
  return after;
}

/** Deletes a record for good: its number stays retired and every card it had is revoked. */
export async function deleteRegistration(
  tx: Tx,
  before: RegistrationRow,
  change: Pick<RegistrationChange, 'by'> & { activity?: ActivityNote[] },
  at: string,
): Promise<void> {
  const trx = tx.db;
  await retireRegistration(trx, before, 'deleted', at);
  tx.registrationChanged();
  await settleAttestation(trx, before.id, null, at);
  await settleCards(trx, before.id, null, at);
  for (const note of change.activity ?? [])
    await recordActivity(trx, {
      ...change.by,
      ...note,
      dogId: before.id,
      registryNumber: before.registry_number,
      programmeId: before.programme_id,
      at,
    });
}
