/** The trainer directory: the public check of a license, and staff's list, additions and changes. */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import type { TrainerInput } from '#common/admin-schemas';
import { ADMIN_LIST_PAGE_SIZE } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { normalizeLicenseNumber } from '#common/normalize';
import { byAdmin, recordActivity } from '../activity/activity-repository';
import type { SignedInAdmin } from '../admins/session-repository';
import type { DB, TrainerRow } from '../db/schema';
import { ApiError, notFound } from '../lib/api-error';
import {
  findActiveTrainer,
  findTrainer,
  insertTrainer,
  listTrainers,
  readTrainer,
  updateTrainer,
  type TrainerColumns,
} from './trainer-repository';

/** A trainer the public flow accepts, or 404. */
export async function getActiveTrainer(db: Kysely<DB>, license: string): Promise<TrainerRow> {
  const trainer = await findActiveTrainer(db, license);
  if (!trainer) throw notFound(MESSAGES.trainerNotFound);
  return trainer;
}

export function trainerPage(db: Kysely<DB>, query: { page: number; search: string }) {
  return listTrainers(db, { ...query, pageSize: ADMIN_LIST_PAGE_SIZE });
}

function columnsOf(input: TrainerInput): TrainerColumns {
  return {
    name: input.name,
    organization: input.organization || null,
    credential_id: input.credentialId,
    status: input.status,
    certified_on: input.certifiedOn || null,
    expires_on: input.expiresOn || null,
  };
}

export async function addTrainer(db: Kysely<DB>, admin: SignedInAdmin, input: TrainerInput): Promise<TrainerRow> {
  const license = normalizeLicenseNumber(input.licenseNumber);
  const at = new Date().toISOString();
  if (await findTrainer(db, license)) {
    throw new ApiError(409, 'DUPLICATE_LICENSE', 'A trainer with this license number is already in the directory.', {
      licenseNumber: 'This license number is already in the directory',
    });
  }
  await insertTrainer(db, license, columnsOf(input), at);
  await recordActivity(db, {
    action: ACTIVITY_ACTIONS.trainerCreated,
    ...byAdmin(admin),
    details: { licenseNumber: license },
    at,
  });
  return readTrainer(db, license);
}

/** Edits or suspends a trainer; the license number stays. */
export async function changeTrainer(
  db: Kysely<DB>,
  admin: SignedInAdmin,
  licenseNumber: string,
  input: TrainerInput,
): Promise<TrainerRow> {
  const license = normalizeLicenseNumber(licenseNumber);
  const at = new Date().toISOString();
  if (!(await updateTrainer(db, license, columnsOf(input), at))) throw notFound('No trainer with this license number.');
  await recordActivity(db, {
    action: ACTIVITY_ACTIONS.trainerUpdated,
    ...byAdmin(admin),
    details: { licenseNumber: license, status: input.status },
    at,
  });
  return readTrainer(db, license);
}
