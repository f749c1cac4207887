/**
 * Reads the registration's multipart body into text fields and at most two files, refusing
 * what the form never sends (unknown files, repeated fields) with a clear message. The files go to
 * disk as they arrive (files/upload-spool.ts), and no more of the body is read than the form can hold
 * (files/upload-body.ts).
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CERTIFICATION_MAX_BYTES,
  CERTIFICATION_MIME_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
} from '#common/constants';
import { OTHER_SERVICE_TYPE_RULE, registrationFieldsSchema } from '#common/schemas';
import { MESSAGES, type SharedMessageId } from '#common/messages';
import { UploadBody } from '../files/upload-body';
import { discardSpooled, spool, type SpooledFile } from '../files/upload-spool';
import { ApiError, validationFailed } from '../lib/api-error';
import { containsNul, NUL_REFUSED } from '../plugins/refuse-nul';

const FILE_FIELDS = {
  dogPhoto: { maxBytes: PHOTO_MAX_BYTES, tooLarge: MESSAGES.photoTooLarge },
  certificationFile: { maxBytes: CERTIFICATION_MAX_BYTES, tooLarge: MESSAGES.certificationTooLarge },
} as const;
export type FileField = keyof typeof FILE_FIELDS;
const MAX_FIELD_BYTES = 8 * 1024;
/** The registration's 14 text fields and 2 files, with room to name a few a client should not have sent. */
const MAX_PARTS = 24;
/** Content-Disposition and Content-Type, and a few a client may add. */
const MAX_PART_HEADERS = 8;

/** A file as it arrived, on disk until the request is done, with its SHA-256 computed as it arrived. */
export type UploadedFile = SpooledFile;

export interface RegistrationForm {
  fields: Record<string, string>;
  files: Partial<Record<FileField, UploadedFile>>;
}

async function discardForm(form: RegistrationForm): Promise<void> {
  await Promise.all(Object.values(form.files).map((file) => discardSpooled(file.path)));
}

/**
 * Removes the form's files from disk once the request is done with them, without keeping the answer
 * waiting; one that cannot be removed is swept with those a crash left (upload-spool.ts).
 */
export function releaseForm(form: RegistrationForm): void {
  discardForm(form).catch(() => undefined);
}

/** The upload types in words, for descriptions ("JPEG, PNG, …"), from the one list. */
const typeNames = (types: readonly string[]) => types.map((type) => type.split('/')[1]!.toUpperCase()).join(', ');
export const PHOTO_TYPE_NAMES = typeNames(PHOTO_MIME_TYPES);
export const CERTIFICATION_TYPE_NAMES = typeNames(CERTIFICATION_MIME_TYPES);

const photoPart = z
  .file()
  .mime([...PHOTO_MIME_TYPES])
  .max(PHOTO_MAX_BYTES)
  .meta({ description: `The dog photo, told by its content: ${PHOTO_TYPE_NAMES}` });

/**
 * `POST /api/registrations` as the OpenAPI document shows it: the text fields are the very schema the
 * service parses them with (registrationFieldsSchema), beside the two files, which are read and
 * checked below and in server/src/files/.
 */
export const registrationBodyDoc = z
  .strictObject({
    ...registrationFieldsSchema.shape,
    dogPhoto: photoPart,
    certificationFile: z
      .file()
      .mime([...CERTIFICATION_MIME_TYPES])
      .max(CERTIFICATION_MAX_BYTES)
      .optional()
      .meta({ description: `A training certificate or letter, told by its content: ${CERTIFICATION_TYPE_NAMES}` }),
  })
  .meta(OTHER_SERVICE_TYPE_RULE);

/** `POST /api/admin/dogs/{id}/photo` as the OpenAPI document shows it. */
export const photoChangeBodyDoc = z.object({
  dogPhoto: photoPart,
  version: z
    .string()
    .regex(/^[1-9]\d*$/)
    .meta({ description: 'The version the change is based on (a whole number from 1)' }),
});

interface Reading {
  body: UploadBody;
  form: RegistrationForm;
  /** The files past their limit, each with its message; the rest of such a file is read and dropped. */
  tooLarge: Record<string, SharedMessageId>;
  accepted: readonly FileField[];
  tempDir: string;
}

/**
 * Reads the form, with its files in `tempDir`: the registration's two, or only those `accepted` (a
 * photo change takes the photo alone). The body may hold those files at their largest and the fields.
 */
export async function readRegistrationForm(
  request: FastifyRequest,
  tempDir: string,
  accepted: readonly FileField[] = ['dogPhoto', 'certificationFile'],
): Promise<RegistrationForm> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.registrationMultipart');
  }
  const limits = accepted.map((field) => FILE_FIELDS[field].maxBytes);
  const body = new UploadBody(
    request.raw,
    limits.reduce((total, bytes) => total + bytes, 0),
  );
  const reading: Reading = { body, form: { fields: {}, files: {} }, tooLarge: {}, accepted, tempDir };
  // The body starts flowing on the next tick; readParts pipes it into the parser before then.
  const parts = request.parts({
    limits: {
      // Busboy drops what passes the largest; spool() stops each file at its own.
      fileSize: Math.max(...limits) + 1,
      // Both, even where one is accepted: the other is then refused by name (UNKNOWN_FIELD).
      files: Object.keys(FILE_FIELDS).length,
      // A field is a part: the parts limit is the one a form of small fields meets first.
      fields: MAX_PARTS,
      parts: MAX_PARTS,
      fieldSize: MAX_FIELD_BYTES,
      headerPairs: MAX_PART_HEADERS,
    },
  });
  try {
    await readParts(parts, reading);
    await body.finish();
  } catch (error) {
    body.stop();
    await discardForm(reading.form);
    // Limits and our own refusals carry a status; anything else is a body the parser could not read.
    if (body.refusedWith) throw body.refusedWith;
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode) throw error;
    throw new ApiError(400, 'MALFORMED_MULTIPART', 'errors.malformedMultipart');
  }
  if (Object.keys(reading.tooLarge).length > 0) {
    await discardForm(reading.form);
    throw validationFailed(reading.tooLarge);
  }
  return reading.form;
}

function isFileField(name: string, accepted: readonly FileField[]): name is FileField {
  return Object.hasOwn(FILE_FIELDS, name) && accepted.includes(name as FileField);
}

async function readParts(parts: AsyncIterableIterator<Multipart>, reading: Reading): Promise<void> {
  const { body, form, accepted } = reading;
  for (;;) {
    // Each wait ends at once if the body is refused meanwhile (too large, or junk around the parts).
    const next = await body.step(parts.next());
    if (next.done) return;
    const part = next.value;
    const name = part.fieldname;
    if (Object.hasOwn(form.fields, name) || Object.hasOwn(form.files, name) || Object.hasOwn(reading.tooLarge, name)) {
      throw new ApiError(400, 'DUPLICATE_FIELD', 'errors.duplicateField').with({ name });
    }
    if (part.type === 'file') {
      if (!isFileField(name, accepted)) {
        throw new ApiError(400, 'UNKNOWN_FIELD', 'errors.unknownFileField').with({ name });
      }
      // A refusal meanwhile aborts the copy through the signal (and the copy removes its file).
      const file = await spool(part.file, reading.tempDir, FILE_FIELDS[name].maxBytes, body.signal);
      if (file === 'too-large') reading.tooLarge[name] = FILE_FIELDS[name].tooLarge;
      // A browser sends an empty part for a file input left empty; that is "no file".
      else if (file.size > 0) form.files[name] = file;
      else await discardSpooled(file.path);
      continue;
    }
    if (Object.hasOwn(FILE_FIELDS, name)) {
      // A text value where a file belongs (a client that forgot to attach it).
      continue;
    }
    if (part.valueTruncated) throw new ApiError(413, 'FIELD_TOO_LARGE', 'errors.fieldTooLarge').with({ name });
    if (containsNul(part.value) || containsNul(name)) throw NUL_REFUSED;
    form.fields[name] = String(part.value);
  }
}
