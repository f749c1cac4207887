/** The trainer directory: the public check of a license, and staff's list, additions and changes. */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import { STAFF_MESSAGES } from '#common/staff-messages';
import type { TrainerInput } from '#common/staff-schemas';
import { STAFF_LIST_PAGE_SIZE } from '#common/constants';
import { formatCalendarDate } from '#common/dates';
import { INTL_LOCALE, type Locale } from '#common/i18n/locales';
import { MESSAGES } from '#common/messages';
import { normalizeLicenseNumber } from '#common/normalize';
import { trainerRefusal, type TrainerRefusalCode } from '#common/refusals';
import { byStaff } from '../access/actor';
import { recordActivity } from '../activity/activity-repository';
import type { SignedInStaff } from '../access/session-repository';
import type { DB, TrainerRow } from '../db/schema';
import { ApiError, notFound } from '../lib/api-error';
import { words, type ApiMessage } from '../lib/words';
import {
  findProgrammeTrainer,
  findTrainer,
  insertTrainer,
  listTrainers,
  readTrainer,
  updateTrainer,
  type TrainerColumns,
} from './trainer-repository';

/**
 * Null when the public flow accepts this trainer ID on `now`'s day, else why not (unknown, suspended,
 * expired on …), said in `locale`.
 */
export async function trainerProblem(
  db: Kysely<DB>,
  license: string,
  { now = new Date(), locale = 'en' }: { now?: Date; locale?: Locale } = {},
): Promise<{ code: TrainerRefusalCode; message: ApiMessage } | null> {
  const trainer = await findTrainer(db, license);
  return trainerRefusal(
    trainer && { status: trainer.status, expiresOn: trainer.expires_on },
    now.toISOString().slice(0, 10),
    (expiresOn) =>
      words(locale, 'refusals.trainerExpired', { date: formatCalendarDate(expiresOn, INTL_LOCALE[locale]) }),
  );
}

/** A trainer the public flow accepts, or 404 saying why not in `locale`. */
export async function getActiveTrainer(db: Kysely<DB>, license: string, locale: Locale = 'en'): Promise<TrainerRow> {
  const problem = await trainerProblem(db, license, { locale });
  const trainer = problem ? null : await findTrainer(db, license);
  if (!trainer)
    throw new ApiError(404, problem?.code ?? 'TRAINER_NOT_FOUND', problem?.message ?? MESSAGES.trainerNotFound);
  return trainer;
}

/** The staff member's programme's directory, a page of it. */
export function trainerPage(db: Kysely<DB>, staff: SignedInStaff, query: { page: number; search: string }) {
  return listTrainers(db, staff.programmeId, { ...query, pageSize: STAFF_LIST_PAGE_SIZE });
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

export async function addTrainer(db: Kysely<DB>, admin: SignedInStaff, input: TrainerInput): Promise<TrainerRow> {
  const license = normalizeLicenseNumber(input.licenseNumber);
  const at = new Date().toISOString();
  if (await findTrainer(db, license)) {
    throw new ApiError(409, 'DUPLICATE_LICENSE', STAFF_MESSAGES.duplicateLicense, {
      licenseNumber: STAFF_MESSAGES.licenseTaken,
    });
  }
  await insertTrainer(db, license, { ...columnsOf(input), programme_id: admin.programmeId }, at);
  await recordActivity(db, {
    action: ACTIVITY_ACTIONS.trainerCreated,
    ...byStaff(admin),
    programmeId: admin.programmeId,
    details: { licenseNumber: license, name: input.name },
    at,
  });
  return readTrainer(db, license);
}

/** Edits or suspends a trainer; the license number stays. */
export async function changeTrainer(
  db: Kysely<DB>,
  admin: SignedInStaff,
  licenseNumber: string,
  input: TrainerInput,
): Promise<TrainerRow> {
  const license = normalizeLicenseNumber(licenseNumber);
  const at = new Date().toISOString();
  const before = await findProgrammeTrainer(db, license, admin.programmeId);
  if (!before || !(await updateTrainer(db, license, admin.programmeId, columnsOf(input), at)))
    throw notFound(STAFF_MESSAGES.trainerMissing);
  await recordActivity(db, {
    action: ACTIVITY_ACTIONS.trainerUpdated,
    ...byStaff(admin),
    programmeId: admin.programmeId,
    details: { licenseNumber: license, name: input.name, status: input.status, previousStatus: before.status },
    at,
  });
  return readTrainer(db, license);
}
