/** What staff change on records. Every change moves lastUpdated and the version, and is written to the activity log. */
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { editDetails, fileChange, valueChange } from '#common/activity-details';
import type { DenyRequest, RegistrationEdit } from '#common/staff-schemas';
import { needsReason } from '#common/lifecycle';
import { STAFF_MESSAGES } from '#common/staff-messages';
import { MESSAGES } from '#common/messages';
import { byStaff } from '../access/actor';
import type { SignedInStaff } from '../access/session-repository';
import type { ServiceDeps } from '../app-context';
import type { RegistrationRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { processPhoto, type PhotoSource } from '../files/photo';
import { newPhotoKeys } from '../files/storage-keys';
import { UploadRejected } from '../files/upload-error';
import { ApiError, notFound, validationFailed } from '../lib/api-error';
import { REGISTRATION_DETAIL_COLUMNS, registrationDetailColumns } from '../lifecycle/registration-columns';
import { findRegistrationById, releasePaymentCode } from '../lifecycle/registration-repository';
import { changeRegistration, deleteRegistration, type RecordChanges } from '../lifecycle/registration-change';
import { tellHandlerOfChange, type ChangeLinks } from '../owner/change-notice';

/** The database, where changes are announced, the settings (the registry's name and contact, for the emails a review sends) and the files. */
export type ReviewDeps = Pick<ServiceDeps, 'db' | 'changes' | 'config' | 'storage'>;

function storedFiles(row: RegistrationRow): string[] {
  return [row.photo_key, row.thumbnail_key, row.certification_key].filter((key): key is string => key !== null);
}

function requirePending(row: RegistrationRow, verb: 'approved' | 'denied'): void {
  if (row.status !== 'pending') {
    const message = verb === 'approved' ? STAFF_MESSAGES.notPendingApprove : STAFF_MESSAGES.notPendingDeny;
    throw new ApiError(409, 'NOT_PENDING', message).with({ status: row.status });
  }
}

export async function approveRegistration(
  deps: ReviewDeps,
  admin: SignedInStaff,
  id: string,
): Promise<RegistrationRow> {
  return inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const row = await findRegistrationById(trx, id);
    if (!row) throw notFound(MESSAGES.dogNotFound);
    requirePending(row, 'approved');
    return changeRegistration(
      tx,
      deps.config,
      row,
      {
        actor: 'staff',
        by: byStaff(admin),
        set: { status: 'active' },
        activity: [{ action: ACTIVITY_ACTIONS.registrationApproved }],
      },
      new Date().toISOString(),
    );
  });
}

/**
 * Deny keeps the record as `denied` with staff's reason (its number is never valid again), tells the
 * applicant why, and gives the payment code back unless staff say otherwise. Staff may delete it later.
 */
export async function denyRegistration(
  deps: ReviewDeps,
  admin: SignedInStaff,
  id: string,
  { reason, returnPaymentCode }: DenyRequest,
): Promise<RegistrationRow> {
  return inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const row = await findRegistrationById(trx, id);
    if (!row) throw notFound(MESSAGES.dogNotFound);
    requirePending(row, 'denied');
    const codeReturned = returnPaymentCode && (await releasePaymentCode(trx, id));
    return changeRegistration(
      tx,
      deps.config,
      row,
      {
        actor: 'staff',
        by: byStaff(admin),
        set: { status: 'denied', status_reason: reason },
        activity: [
          {
            action: ACTIVITY_ACTIONS.registrationDenied,
            details: { dogName: row.dog_name, reason, paymentCodeReturned: codeReturned },
          },
        ],
      },
      new Date().toISOString(),
    );
  });
}

/** Deletes a record and its files for good; its number stays retired. */
export async function removeRegistration(deps: ReviewDeps, admin: SignedInStaff, id: string): Promise<void> {
  const removed = await inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const row = await findRegistrationById(trx, id);
    if (!row) throw notFound(MESSAGES.dogNotFound);
    await deleteRegistration(
      tx,
      row,
      {
        by: byStaff(admin),
        activity: [{ action: ACTIVITY_ACTIONS.registrationDeleted, details: { dogName: row.dog_name } }],
      },
      new Date().toISOString(),
    );
    return row;
  });
  // Files go only after the record is gone for good; a crash here leaves an unreferenced file, never a broken record.
  await Promise.all(storedFiles(removed).map((key) => deps.storage.delete(key)));
}

const EDITABLE = Object.entries({
  ...REGISTRATION_DETAIL_COLUMNS,
  status: 'status',
  statusReason: 'status_reason',
} as const) as [keyof typeof REGISTRATION_DETAIL_COLUMNS | 'status' | 'statusReason', keyof RegistrationRow][];

export async function editRegistration(
  deps: ReviewDeps,
  admin: SignedInStaff,
  id: string,
  edit: RegistrationEdit,
  links: ChangeLinks,
): Promise<RegistrationRow> {
  return inTransaction(deps, async (tx) => {
    const trx = tx.db;
    const row = await findRegistrationById(trx, id);
    if (!row) throw notFound(MESSAGES.saveNotFound);
    if (row.version !== edit.version) throw new ApiError(409, 'STALE_RECORD', MESSAGES.staleRecord);
    const next: Record<string, string | null> = {
      ...registrationDetailColumns(edit),
      status: edit.status,
      status_reason: needsReason(edit.status) ? (edit.statusReason ?? null) : null,
    };
    const changed = EDITABLE.filter(([, column]) => (row[column] ?? null) !== next[column]);
    if (changed.length === 0) return row;
    const changes = Object.fromEntries(changed.map(([, column]) => [column, next[column]])) as RecordChanges;
    // Each changed detail with its label and its value before and after, so the log can say what
    // happened in words ("Changed breed from Poodle to Golden Retriever"); the status and its reason have an entry of their own.
    const details = changed.flatMap(([field, column]) =>
      field === 'status' || field === 'statusReason'
        ? []
        : [valueChange(field, row[column] ?? null, next[column] ?? null)],
    );
    const statusChanged = row.status !== next.status || (row.status_reason ?? null) !== next.status_reason;
    const at = new Date().toISOString();
    const updated = await changeRegistration(
      tx,
      deps.config,
      row,
      {
        actor: 'staff',
        by: byStaff(admin),
        set: changes,
        version: edit.version,
        activity: [
          ...(details.length > 0
            ? [{ action: ACTIVITY_ACTIONS.registrationEdited, details: editDetails(details) }]
            : []),
          ...(statusChanged
            ? [
                {
                  action: ACTIVITY_ACTIONS.registrationStatusChanged,
                  details: {
                    from: row.status,
                    to: edit.status,
                    ...(next.status_reason ? { reason: next.status_reason } : {}),
                  },
                },
              ]
            : []),
        ],
      },
      at,
    );
    // A status change has its own notice (lifecycle/status-notice.ts); a correction of what the card
    // shows replaces the printed card, so the handler hears of it too.
    if (!statusChanged) await tellHandlerOfChange(trx, links, updated, { changes: ['details'], actor: 'staff', at });
    return updated;
  });
}

export async function changePhoto(
  deps: ReviewDeps,
  admin: SignedInStaff,
  id: string,
  version: number,
  photo: PhotoSource,
  links: ChangeLinks,
): Promise<RegistrationRow> {
  const processed = await processPhoto('dogPhoto', photo).catch((error: unknown) => {
    if (error instanceof UploadRejected) throw validationFailed({ dogPhoto: error.message });
    throw error;
  });
  const stored = newPhotoKeys();
  const keys = { photo_key: stored.photo, thumbnail_key: stored.thumbnail };
  await deps.storage.put(keys.photo_key, processed.photo);
  await deps.storage.put(keys.thumbnail_key, processed.thumbnail);
  try {
    const { before, after } = await inTransaction(deps, async (tx) => {
      const trx = tx.db;
      const row = await findRegistrationById(trx, id);
      if (!row) throw notFound(MESSAGES.saveNotFound);
      const at = new Date().toISOString();
      const updated = await changeRegistration(
        tx,
        deps.config,
        row,
        {
          actor: 'staff',
          by: byStaff(admin),
          set: keys,
          version,
          activity: [
            {
              action: ACTIVITY_ACTIONS.registrationEdited,
              details: editDetails([fileChange('dogPhoto', row.photo_key !== null, true)]),
            },
          ],
        },
        at,
      );
      await tellHandlerOfChange(trx, links, updated, { changes: ['details'], actor: 'staff', at });
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
