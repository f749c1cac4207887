/** What admins do to records. Every change moves lastUpdated and the version, and is written to the activity log. */
import type { Kysely } from 'kysely';
import type { DogEdit } from '#common/admin-schemas';
import { OTHER_SERVICE_TYPE } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { recordActivity } from '../activity/activity-log';
import type { SignedInAdmin } from '../auth/session-repository';
import type { DB, ServiceDogRow, ServiceDogUpdate } from '../db/schema';
import { photoKeys, processPhoto } from '../files/photo';
import { UploadRejected } from '../files/upload-error';
import { ApiError, notFound, validationFailed } from '../lib/api-error';
import { randomToken } from '../lib/tokens';
import type { Storage } from '../storage/storage';
import { deleteDog, updateDogAtVersion } from './dog-admin-repository';

export interface AdminDeps {
  db: Kysely<DB>;
  storage: Storage;
}

function actor(admin: SignedInAdmin) {
  return { actorAdminId: admin.id, actorLabel: admin.email };
}

function storedFiles(row: ServiceDogRow): string[] {
  return [row.photo_key, row.thumbnail_key, row.certification_key].filter((key): key is string => key !== null);
}

function resultOrThrow(result: ServiceDogRow | 'missing' | 'stale'): ServiceDogRow {
  if (result === 'missing') throw notFound(MESSAGES.saveNotFound);
  if (result === 'stale') throw new ApiError(409, 'STALE_RECORD', MESSAGES.staleRecord);
  return result;
}

export async function approveDog({ db }: AdminDeps, admin: SignedInAdmin, id: string): Promise<ServiceDogRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('service_dogs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(MESSAGES.dogNotFound);
    if (row.status !== 'pending')
      throw new ApiError(409, 'NOT_PENDING', `Only pending registrations can be approved; this one is ${row.status}.`);
    const at = new Date().toISOString();
    const updated = resultOrThrow(await updateDogAtVersion(trx, id, row.version, { status: 'active' }, at));
    await recordActivity(trx, {
      action: 'registration.approved',
      ...actor(admin),
      dogId: id,
      registryNumber: row.registry_number,
      at,
    });
    return updated;
  });
}

/** Deny deletes a pending registration (SPEC §4); the log keeps who denied which number. */
export async function denyDog(deps: AdminDeps, admin: SignedInAdmin, id: string): Promise<void> {
  await removeDog(deps, admin, id, 'registration.denied', (row) => {
    if (row.status !== 'pending')
      throw new ApiError(409, 'NOT_PENDING', `Only pending registrations can be denied; this one is ${row.status}.`);
  });
}

export async function deleteDogRecord(deps: AdminDeps, admin: SignedInAdmin, id: string): Promise<void> {
  await removeDog(deps, admin, id, 'registration.deleted');
}

async function removeDog(
  deps: AdminDeps,
  admin: SignedInAdmin,
  id: string,
  action: string,
  check?: (row: ServiceDogRow) => void,
) {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('service_dogs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(MESSAGES.dogNotFound);
    check?.(row);
    await deleteDog(trx, id);
    await recordActivity(trx, {
      action,
      ...actor(admin),
      dogId: id,
      registryNumber: row.registry_number,
      details: { dogName: row.dog_name },
      at: new Date().toISOString(),
    });
    return row;
  });
  // Files go only after the record is gone for good; a crash here leaves an unreferenced file, never a broken record.
  await Promise.all(storedFiles(removed).map((key) => deps.storage.delete(key)));
}

const EDIT_COLUMNS = {
  dogName: 'dog_name',
  dogBreed: 'dog_breed',
  dogAge: 'dog_age',
  serviceType: 'service_type',
  serviceTypeOther: 'service_type_other',
  microchipNumber: 'microchip_number',
  ownerName: 'owner_name',
  ownerAddress: 'owner_address',
  ownerPhone: 'owner_phone',
  ownerEmail: 'owner_email',
  status: 'status',
} as const satisfies Record<Exclude<keyof DogEdit, 'version'>, keyof ServiceDogRow>;

export async function editDog(
  { db }: AdminDeps,
  admin: SignedInAdmin,
  id: string,
  edit: DogEdit,
): Promise<ServiceDogRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('service_dogs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(MESSAGES.saveNotFound);
    if (row.version !== edit.version) throw new ApiError(409, 'STALE_RECORD', MESSAGES.staleRecord);
    const next: Record<string, string | null> = {
      ...Object.fromEntries(
        Object.entries(EDIT_COLUMNS).map(([field, column]) => [
          column,
          (edit as Record<string, unknown>)[field] ?? null,
        ]),
      ),
      service_type_other: edit.serviceType === OTHER_SERVICE_TYPE ? (edit.serviceTypeOther ?? null) : null,
      microchip_number: edit.microchipNumber || null,
    };
    const changed = Object.entries(EDIT_COLUMNS).filter(([, column]) => (row[column] ?? null) !== next[column]);
    if (changed.length === 0) return row;
    const changes = Object.fromEntries(changed.map(([, column]) => [column, next[column]])) as ServiceDogUpdate;
    const at = new Date().toISOString();
    const updated = resultOrThrow(await updateDogAtVersion(trx, id, edit.version, changes, at));
    const fields = changed.map(([field]) => field);
    await recordActivity(trx, {
      action: 'registration.edited',
      ...actor(admin),
      dogId: id,
      registryNumber: row.registry_number,
      details: { fields },
      at,
    });
    if (row.status !== updated.status) {
      await recordActivity(trx, {
        action: 'registration.status_changed',
        ...actor(admin),
        dogId: id,
        registryNumber: row.registry_number,
        details: { from: row.status, to: updated.status },
        at,
      });
    }
    return updated;
  });
}

export async function changePhoto(
  deps: AdminDeps,
  admin: SignedInAdmin,
  id: string,
  version: number,
  photo: Buffer,
): Promise<ServiceDogRow> {
  const processed = await processPhoto('dogPhoto', photo).catch((error: unknown) => {
    if (error instanceof UploadRejected) throw validationFailed({ dogPhoto: error.message });
    throw error;
  });
  const stored = photoKeys(randomToken(18));
  const keys = { photo_key: stored.photo, thumbnail_key: stored.thumbnail };
  await deps.storage.put(keys.photo_key, processed.photo);
  await deps.storage.put(keys.thumbnail_key, processed.thumbnail);
  try {
    const { before, after } = await deps.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('service_dogs').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(MESSAGES.saveNotFound);
      const at = new Date().toISOString();
      const updated = resultOrThrow(await updateDogAtVersion(trx, id, version, keys, at));
      await recordActivity(trx, {
        action: 'registration.edited',
        ...actor(admin),
        dogId: id,
        registryNumber: row.registry_number,
        details: { fields: ['dogPhoto'] },
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
