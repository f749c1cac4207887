/**
 * Registration: every check the form showed is made again here, then the record, the consumed
 * payment code, the activity entry and the idempotency record are written in one transaction.
 * Nothing is confirmed unless that transaction committed.
 */
import type { Kysely } from 'kysely';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTORS } from '#common/activity-actions';
import type { RegistrationCreated } from '#common/api';
import { MESSAGES } from '#common/messages';
import { normalizeLicenseNumber, normalizePaymentCode } from '#common/normalize';
import { formatRegistryNumber } from '#common/registry-number';
import { fieldErrors, registrationFieldsSchema, type RegistrationFields } from '#common/schemas';
import { recordActivity } from '../activity/activity-repository';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { inTransaction, type TransactionDeps } from '../db/transaction';
import type { Registry } from '../email/email-layout';
import { enqueueMessage } from '../email/outbox-repository';
import { registrationReceivedEmail } from '../email/registration-emails';
import { checkCertification, type CertificationMime } from '../files/certification';
import { processPhoto, type ProcessedPhoto } from '../files/photo';
import type { Storage } from '../files/storage';
import { newCertificationKey, newPhotoKeys } from '../files/storage-keys';
import { UploadRejected } from '../files/upload-error';
import { validationFailed } from '../lib/api-error';
import { schemaMessages, type ApiMessage } from '../lib/words';
import { randomToken, sha256 } from '../lib/tokens';
import { firstTerm, validThrough } from '#common/lifecycle';
import { consumePaymentCode } from '../payment-codes/payment-code-repository';
import { paymentCodeProblem } from '../payment-codes/payment-code-service';
import { trainerProblem } from '../trainers/trainer-service';
import { chooseProgramme, type ChosenProgramme } from '../programmes/programme-choice';
import type { ProgrammeSettings } from '../programmes/programme-service';
import { registrationDetailColumns } from '../lifecycle/registration-columns';
import { insertRegistration, lockRegistry, nextRegistrySequence } from '../lifecycle/registration-repository';
import { findStoredResponse, storeResponse, type StoredResponse } from './idempotency';
import type { UploadedFile } from './registration-form';
import { programmeRegistry } from '../email/programme-registry';

export interface RegistrationRequest {
  fields: Record<string, string>;
  photo: UploadedFile | null;
  certification: UploadedFile | null;
  idempotencyKey: string | null;
}

export interface RegistrationDeps extends TransactionDeps {
  storage: Storage;
  config: Pick<Config, 'registryPrefix' | 'validityYears' | 'mail'> & Registry & ProgrammeSettings;
  /** The registry's public address, for the owner link in the receipt. */
  baseUrl: string;
}

/** Thrown inside the transaction to roll it back when another request with the same key won. */
class AlreadyRegistered extends Error {
  constructor(readonly response: StoredResponse) {
    super('already registered');
  }
}

function requestFingerprint(request: RegistrationRequest): string {
  const fields = Object.entries(request.fields).sort(([a], [b]) => a.localeCompare(b));
  const photo = request.photo?.sha256 ?? null;
  const certification = request.certification?.sha256 ?? null;
  return sha256(JSON.stringify({ fields, photo, certification }));
}

type Checked<T> =
  | { value: T; errors?: undefined; reasons?: undefined }
  | { value?: undefined; errors: Record<string, ApiMessage>; reasons?: Record<string, string> };

/** The checked fields, and the programme the dog was trained by (it pays with that programme's code). */
async function checkFields(
  db: Kysely<DB>,
  settings: ProgrammeSettings,
  request: RegistrationRequest,
): Promise<Checked<{ fields: RegistrationFields; programme: RegisteringProgramme }>> {
  const parsed = registrationFieldsSchema.safeParse(request.fields);
  if (!parsed.success) return { errors: await withPaymentCodeAsked(db, settings, request, fieldErrors(parsed.error)) };
  const chosen = await chooseProgramme(db, settings, parsed.data.programme);
  if ('problem' in chosen) return { errors: { programme: chosen.problem }, reasons: { programme: chosen.reason } };
  const { programme } = chosen;
  const errors: Record<string, ApiMessage> = {};
  // Why the trainer or the code was refused, as the check endpoints say it (TRAINER_EXPIRED, CODE_USED, …).
  const reasons: Record<string, string> = {};
  const [trainer, payment] = await Promise.all([
    trainerProblem(db, parsed.data.trainerLicenseNumber, { locale: parsed.data.language }),
    paymentProblem(db, parsed.data.paymentCode, programme),
  ]);
  if (trainer) {
    errors.trainerLicenseNumber = trainer.message;
    reasons.trainerLicenseNumber = trainer.code;
  }
  if (payment) {
    errors.paymentCode = payment.message;
    reasons.paymentCode = payment.code;
  }
  return Object.keys(errors).length > 0 ? { errors, reasons } : { value: { fields: parsed.data, programme } };
}

interface PreparedFiles {
  photo: ProcessedPhoto;
  certification: { file: UploadedFile; mime: CertificationMime; extension: string } | null;
}

async function checkFiles(request: RegistrationRequest): Promise<Checked<PreparedFiles>> {
  const errors: Record<string, ApiMessage> = {};
  const rejected = (error: unknown) => {
    if (!(error instanceof UploadRejected)) throw error;
    errors[error.field] ??= error.message;
    return null;
  };
  const [photo, certification] = await Promise.all([
    request.photo && !errors.dogPhoto ? processPhoto('dogPhoto', request.photo).catch(rejected) : null,
    request.certification && !errors.certificationFile
      ? checkCertification('certificationFile', request.certification).catch(rejected)
      : null,
  ]);
  if (!request.photo) errors.dogPhoto ??= MESSAGES.dogPhotoRequired;
  if (!photo || Object.keys(errors).length > 0) return { errors };
  return {
    value: {
      photo,
      certification: certification && request.certification ? { file: request.certification, ...certification } : null,
    },
  };
}

export async function register(deps: RegistrationDeps, request: RegistrationRequest): Promise<StoredResponse> {
  const { db, storage } = deps;
  const fingerprint = requestFingerprint(request);
  const key = request.idempotencyKey;
  if (key) {
    const earlier = await findStoredResponse(db, key, fingerprint);
    if (earlier) return earlier;
  }

  const [checkedFields, checkedFiles] = await Promise.all([checkFields(db, deps.config, request), checkFiles(request)]);
  if (checkedFields.errors || checkedFiles.errors) {
    throw validationFailed({ ...checkedFields.errors, ...checkedFiles.errors }, undefined, checkedFields.reasons);
  }
  const { fields, programme } = checkedFields.value;
  const stored: string[] = [];
  try {
    const keys = await storeFiles(storage, checkedFiles.value, stored);
    return await inTransaction(deps, async ({ db: trx }) => {
      const now = new Date();
      const at = now.toISOString();
      await lockRegistry(trx, at);
      // A twin request (double click) that waited for the lock finds the first one's result here.
      if (key) {
        const earlier = await findStoredResponse(trx, key, fingerprint);
        if (earlier) throw new AlreadyRegistered(earlier);
      }
      const trainer = await trainerProblem(trx, fields.trainerLicenseNumber, { now, locale: fields.language });
      if (trainer) {
        throw validationFailed({ trainerLicenseNumber: trainer.message }, undefined, {
          trainerLicenseNumber: trainer.code,
        });
      }

      const body = await writeRegistration(trx, deps, fields, keys, programme, now);
      const response = { status: 201, body };
      if (key) await storeResponse(trx, key, fingerprint, response, at);
      return response;
    });
  } catch (error) {
    await Promise.all(stored.map((fileKey) => storage.delete(fileKey)));
    if (error instanceof AlreadyRegistered) return error.response;
    throw error;
  }
}

/** The stored files a new registration names; a test's registration may have no photo. */
export interface RegistrationFiles {
  photo: string | null;
  thumbnail: string | null;
  certification: string | null;
  certificationMime: string | null;
}

/** The programme a registration goes into: its id and the prefix its number is made with. */
export type RegisteringProgramme = ChosenProgramme;

/**
 * A refused form's messages, with the payment code's among them when it is missing and the programme
 * the form names charges a fee: every missing field is listed at once, as before codes became optional.
 */
async function withPaymentCodeAsked(
  db: Kysely<DB>,
  settings: ProgrammeSettings,
  request: RegistrationRequest,
  errors: ReturnType<typeof fieldErrors>,
): Promise<Record<string, ApiMessage>> {
  const messages = schemaMessages(errors);
  const { paymentCode, programme } = request.fields as Record<string, unknown>;
  if (messages.paymentCode !== undefined || (typeof paymentCode === 'string' && paymentCode !== '')) return messages;
  const chosen = await chooseProgramme(db, settings, typeof programme === 'string' ? programme : undefined);
  const charges = !('programme' in chosen) || chosen.programme.feeCents !== 0;
  return charges ? { ...messages, paymentCode: MESSAGES.paymentCodeRequired } : messages;
}

/**
 * What is wrong with the payment code for this programme, if anything: a programme that charges no fee
 * asks for none (and a code sent to it anyway is not used up); any other needs one it issued, unused.
 */
async function paymentProblem(db: Kysely<DB>, code: string | undefined, programme: RegisteringProgramme) {
  if (programme.feeCents === 0) return null;
  if (code === undefined) return { code: 'CODE_REQUIRED', message: MESSAGES.paymentCodeRequired };
  return paymentCodeProblem(db, code, programme.id);
}

/**
 * Writes a checked registration in the caller's transaction, under the registry's lock: the next number
 * (from the counter the whole deployment shares, with the programme's prefix), the record in its first term, the payment code used up, and, with the record so they go if and only if
 * it is stored, the receipt in the outbox and the activity entry.
 */
export async function writeRegistration(
  trx: Kysely<DB>,
  deps: Pick<RegistrationDeps, 'config' | 'baseUrl'>,
  fields: RegistrationFields,
  files: RegistrationFiles,
  programme: RegisteringProgramme,
  now: Date,
): Promise<RegistrationCreated> {
  const { config } = deps;
  const at = now.toISOString();
  const sequence = await nextRegistrySequence(trx);
  const registryNumber = formatRegistryNumber(programme.prefix, sequence);
  const id = randomToken(16);
  const ownerToken = randomToken(32);
  // The code that pays for it; none for a programme that charges no fee.
  const paid = programme.feeCents === 0 ? null : (fields.paymentCode ?? null);
  await insertRegistration(trx, {
    id,
    registry_number: registryNumber,
    registry_seq: sequence,
    ...registrationDetailColumns(fields),
    show_service_type: fields.showServiceType === 'yes' ? 1 : 0,
    language: fields.language ?? 'en',
    photo_key: files.photo,
    thumbnail_key: files.thumbnail,
    certification_key: files.certification,
    certification_mime: files.certificationMime,
    trainer_license_number: normalizeLicenseNumber(fields.trainerLicenseNumber),
    payment_code: paid ? normalizePaymentCode(paid) : null,
    status: 'pending',
    registration_date: at,
    last_updated: at,
    ...initialTerm(now, config.validityYears),
    owner_token_hash: sha256(ownerToken),
    programme_id: programme.id,
  });
  if (paid && !(await consumePaymentCode(trx, paid, { dogId: id, programmeId: programme.id }, at))) {
    // Another registration took the code, or staff voided it, since the check.
    const payment = (await paymentCodeProblem(trx, paid, programme.id)) ?? {
      code: 'CODE_NOT_FOUND',
      message: MESSAGES.paymentCodeInvalid,
    };
    throw validationFailed({ paymentCode: payment.message }, undefined, { paymentCode: payment.code });
  }
  const locale = fields.language ?? 'en';
  const receipt = registrationReceivedEmail(await programmeRegistry(trx, config, programme.id, locale), {
    dogName: fields.dogName,
    registryNumber,
    ownerLink: `${deps.baseUrl}/registry/${id}?key=${encodeURIComponent(ownerToken)}`,
    locale,
    sendsEmail: config.mail.smtpUrl !== null,
  });
  await enqueueMessage(trx, { kind: 'registration.received', to: fields.ownerEmail, dogId: id, ...receipt }, at);
  await recordActivity(trx, {
    action: ACTIVITY_ACTIONS.registrationCreated,
    actorLabel: ACTIVITY_ACTORS.public,
    dogId: id,
    registryNumber,
    programmeId: programme.id,
    at,
  });
  return { id, registryNumber, ownerToken };
}

/** What a new registration's fees pay for, and so its valid-through date (common/lifecycle.ts). */
function initialTerm(now: Date, years: number) {
  const term = firstTerm(years, now);
  return { paid_through: term.paidThrough, expires_at: validThrough(term) };
}

interface FileKeys {
  photo: string;
  thumbnail: string;
  certification: string | null;
  certificationMime: string | null;
}

/** Writes the checked files before the transaction; `stored` collects keys to remove if it fails. */
async function storeFiles(storage: Storage, files: PreparedFiles, stored: string[]): Promise<FileKeys> {
  const keys: FileKeys = {
    ...newPhotoKeys(),
    certification: files.certification ? newCertificationKey(files.certification.extension) : null,
    certificationMime: files.certification?.mime ?? null,
  };
  const writes: [string, () => Promise<void>][] = [
    [keys.photo, () => storage.put(keys.photo, files.photo.photo)],
    [keys.thumbnail, () => storage.put(keys.thumbnail, files.photo.thumbnail)],
  ];
  const { certification } = files;
  if (keys.certification && certification) {
    const key = keys.certification;
    writes.push([key, () => storage.putFile(key, certification.file.path)]);
  }
  // Written side by side, each waiting on its own flush to disk (or upload to S3); all have ended
  // before a failure is reported, so the clean-up never races a write still under way.
  stored.push(...writes.map(([fileKey]) => fileKey));
  const results = await Promise.allSettled(writes.map(([, write]) => write()));
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return keys;
}
