/** What staff change on records. Every change moves lastUpdated and the version, and is written to the activity log. */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { editDetails, fileChange, valueChange } from '#common/activity-details';
import type { DenyRequest, DogEdit } from '#common/admin-schemas';
import { needsReason, STATUS_NAMES } from '#common/status-words';
import { MESSAGES } from '#common/messages';
import { byAdmin, recordActivity } from '../activity/activity-repository';
import type { Registry } from '../email/email-layout';
import { enqueueMessage } from '../email/outbox-repository';
import { statusNotice } from '../email/status-emails';
import type { SignedInAdmin } from '../admins/session-repository';
import type { DB, ServiceDogRow, ServiceDogUpdate } from '../db/schema';
import { processPhoto } from '../files/photo';
import type { Storage } from '../files/storage';
import { newPhotoKeys } from '../files/storage-keys';
import { UploadRejected } from '../files/upload-error';
import { ApiError, notFound, validationFailed } from '../lib/api-error';
import { DOG_DETAIL_COLUMNS, dogDetailColumns } from './dog-columns';
import { findDogById, releasePaymentCode, retireDog, updateDogAtVersion } from './dog-repository';
import { emailLocale } from '../email/email-words';

export interface AdminDeps {
  db: Kysely<DB>;
  storage: Storage;
  /** The registry's name and contact, for the emails a review sends. */
  registry: Registry;
}

function storedFiles(row: ServiceDogRow): string[] {
  return [row.photo_key, row.thumbnail_key, row.certification_key].filter((key): key is string => key !== null);
}

/** An update's row, or the error a user understands when the record vanished or changed meanwhile. */
export function resultOrThrow(result: ServiceDogRow | 'missing' | 'stale'): ServiceDogRow {
  if (result === 'missing') throw notFound(MESSAGES.saveNotFound);
  if (result === 'stale') throw new ApiError(409, 'STALE_RECORD', MESSAGES.staleRecord);
  return result;
}

function requirePending(row: ServiceDogRow, verb: 'approved' | 'denied'): void {
  if (row.status !== 'pending') {
    throw new ApiError(
      409,
      'NOT_PENDING',
      `Only pending registrations can be ${verb}; this one is ${STATUS_NAMES[row.status].toLowerCase()}.`,
    );
  }
}

/** Tells the handler about a status change (in the caller's transaction, so the message goes only if the change stays). */
async function notifyStatusChange(
  trx: Kysely<DB>,
  registry: Registry,
  before: ServiceDogRow,
  after: ServiceDogRow,
  at: string,
): Promise<void> {
  if (before.status === after.status) return;
  const notice = statusNotice(
    registry,
    { from: before.status, to: after.status, reason: after.status_reason },
    {
      dogName: after.dog_name,
      registryNumber: after.registry_number,
      expiresAt: after.expires_at,
      locale: emailLocale(after.language),
    },
  );
  if (notice)
    await enqueueMessage(trx, { kind: notice.kind, to: after.owner_email, dogId: after.id, ...notice.content }, at);
}

export async function approveDog(
  { db, registry }: AdminDeps,
  admin: SignedInAdmin,
  id: string,
): Promise<ServiceDogRow> {
  return db.transaction().execute(async (trx) => {
    const row = await findDogById(trx, id);
    if (!row) throw notFound(MESSAGES.dogNotFound);
    requirePending(row, 'approved');
    const at = new Date().toISOString();
    const updated = resultOrThrow(await updateDogAtVersion(trx, id, row.version, { status: 'active' }, at));
    await notifyStatusChange(trx, registry, row, updated, at);
    await recordActivity(trx, {
      action: ACTIVITY_ACTIONS.registrationApproved,
      ...byAdmin(admin),
      dogId: id,
      registryNumber: row.registry_number,
      at,
    });
    return updated;
  });
}

/**
 * Deny keeps the record as `denied` with staff's reason (its number is never valid again), tells the
 * applicant why, and gives the payment code back unless staff say otherwise. Staff may delete it later.
 */
export async function denyDog(
  { db, registry }: AdminDeps,
  admin: SignedInAdmin,
  id: string,
  { reason, returnPaymentCode }: DenyRequest,
): Promise<ServiceDogRow> {
  return db.transaction().execute(async (trx) => {
    const row = await findDogById(trx, id);
    if (!row) throw notFound(MESSAGES.dogNotFound);
    requirePending(row, 'denied');
    const at = new Date().toISOString();
    const updated = resultOrThrow(
      await updateDogAtVersion(trx, id, row.version, { status: 'denied', status_reason: reason }, at),
    );
    const codeReturned = returnPaymentCode && (await releasePaymentCode(trx, id));
    await notifyStatusChange(trx, registry, row, updated, at);
    await recordActivity(trx, {
      action: ACTIVITY_ACTIONS.registrationDenied,
      ...byAdmin(admin),
      dogId: id,
      registryNumber: row.registry_number,
      details: { dogName: row.dog_name, reason, paymentCodeReturned: codeReturned },
      at,
    });
    return updated;
  });
}

/** Deletes a record and its files for good; its number stays retired. */
export async function deleteDogRecord(deps: AdminDeps, admin: SignedInAdmin, id: string): Promise<void> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const row = await findDogById(trx, id);
    if (!row) throw notFound(MESSAGES.dogNotFound);
    const at = new Date().toISOString();
    await retireDog(trx, row, 'deleted', at);
    await recordActivity(trx, {
      action: ACTIVITY_ACTIONS.registrationDeleted,
      ...byAdmin(admin),
      dogId: id,
      registryNumber: row.registry_number,
      details: { dogName: row.dog_name },
      at,
    });
    return row;
  });
  // Files go only after the record is gone for good; a crash here leaves an unreferenced file, never a broken record.
  await Promise.all(storedFiles(removed).map((key) => deps.storage.delete(key)));
}

const EDITABLE = Object.entries({
  ...DOG_DETAIL_COLUMNS,
  status: 'status',
  statusReason: 'status_reason',
} as const) as [keyof typeof DOG_DETAIL_COLUMNS | 'status' | 'statusReason', keyof ServiceDogRow][];

export async function editDog(
  { db, registry }: AdminDeps,
  admin: SignedInAdmin,
  id: string,
  edit: DogEdit,
): Promise<ServiceDogRow> {
  return db.transaction().execute(async (trx) => {
    const row = await findDogById(trx, id);
    if (!row) throw notFound(MESSAGES.saveNotFound);
    if (row.version !== edit.version) throw new ApiError(409, 'STALE_RECORD', MESSAGES.staleRecord);
    const next: Record<string, string | null> = {
      ...dogDetailColumns(edit),
      status: edit.status,
      status_reason: needsReason(edit.status) ? (edit.statusReason ?? null) : null,
    };
    const changed = EDITABLE.filter(([, column]) => (row[column] ?? null) !== next[column]);
    if (changed.length === 0) return row;
    const changes = Object.fromEntries(changed.map(([, column]) => [column, next[column]])) as ServiceDogUpdate;
    const at = new Date().toISOString();
    const updated = resultOrThrow(await updateDogAtVersion(trx, id, edit.version, changes, at));
    const entry = { ...byAdmin(admin), dogId: id, registryNumber: row.registry_number, at };
    // Each changed detail with its label and its value before and after, so the log can say what
    // happened in words ("Changed breed from Poodle to Golden Retriever"); the status and its reason have an entry of their own below.
    const details = changed.flatMap(([field, column]) =>
      field === 'status' || field === 'statusReason'
        ? []
        : [valueChange(field, row[column] ?? null, next[column] ?? null)],
    );
    if (details.length > 0)
      await recordActivity(trx, {
        action: ACTIVITY_ACTIONS.registrationEdited,
        ...entry,
        details: editDetails(details),
      });
    if (row.status !== updated.status || row.status_reason !== updated.status_reason) {
      await recordActivity(trx, {
        action: ACTIVITY_ACTIONS.registrationStatusChanged,
        ...entry,
        details: {
          from: row.status,
          to: updated.status,
          ...(updated.status_reason ? { reason: updated.status_reason } : {}),
        },
      });
    }
    await notifyStatusChange(trx, registry, row, updated, at);
    return updated;
  });
}

export async function changePhoto(
  deps: AdminDeps,
  admin: SignedInAdmin,
  id: string,
  version: number,
  photo: readonly Buffer[],
): Promise<ServiceDogRow> {
  const processed = await processPhoto('dogPhoto', photo).catch((error: unknown) => {
    if (error instanceof UploadRejected) throw validationFailed({ dogPhoto: error.message });
    throw error;
  });
  const stored = newPhotoKeys();
  const keys = { photo_key: stored.photo, thumbnail_key: stored.thumbnail };
  await deps.storage.put(keys.photo_key, processed.photo);
  await deps.storage.put(keys.thumbnail_key, processed.thumbnail);
  try {
    const { before, after } = await deps.db.transaction().execute(async (trx) => {
      const row = await findDogById(trx, id);
      if (!row) throw notFound(MESSAGES.saveNotFound);
      const at = new Date().toISOString();
      const updated = resultOrThrow(await updateDogAtVersion(trx, id, version, keys, at));
      await recordActivity(trx, {
        action: ACTIVITY_ACTIONS.registrationEdited,
        ...byAdmin(admin),
        dogId: id,
        registryNumber: row.registry_number,
        details: editDetails([fileChange('dogPhoto', row.photo_key !== null, true)]),
        at,
      });
      return { before: row, after: updated };
    });
    await Promise.all(
      [before.photo_key, before.thumbnail_key]
        .filter((k): k is string => k !== null)
        .map((k) => deps.storage.delete(k)),
    );
    return after;
  } catch (error) {
    await Promise.all(Object.values(keys).map((k) => deps.storage.delete(k)));
    throw error;
  }
}
