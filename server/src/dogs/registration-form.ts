/**
 * Reads the registration's multipart body into text fields and at most two files, refusing
 * what the form never sends (unknown files, repeated fields) with a clear message.
 */
import { createHash } from 'node:crypto';
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
import { MESSAGES } from '#common/messages';
import { ApiError, validationFailed } from '../lib/api-error';
import { containsNul, NUL_REFUSED } from '../plugins/refuse-nul';

const FILE_FIELDS = { dogPhoto: MESSAGES.photoTooLarge, certificationFile: MESSAGES.certificationTooLarge } as const;
type FileField = keyof typeof FILE_FIELDS;
const MAX_FIELD_BYTES = 8 * 1024;

/**
 * A file as it arrived, in the pieces it arrived in, with its SHA-256 (hex) computed piece by piece.
 * A photo goes to the photo process without being joined: every megabyte the server allocates outside
 * V8's heap brings the next full garbage collection closer (docs/PERFORMANCE.md).
 */
export interface UploadedFile {
  pieces: Buffer[];
  size: number;
  sha256: string;
}

/** The whole file in one Buffer, for the checks and the storage that need it so. */
export function fileBytes(file: UploadedFile): Buffer {
  return file.pieces.length === 1 && file.pieces[0] ? file.pieces[0] : Buffer.concat(file.pieces, file.size);
}

export interface RegistrationForm {
  fields: Record<string, string>;
  files: Partial<Record<FileField, UploadedFile>>;
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

function isFileField(name: string): name is FileField {
  return Object.hasOwn(FILE_FIELDS, name);
}

/**
 * A file past the largest the form accepts ends the request at once: the answer names the field, and
 * the connection closes after it, so the rest of a 200 MB body is never read.
 */
async function readFile(part: Extract<Multipart, { type: 'file' }>, field: FileField): Promise<UploadedFile> {
  const pieces: Buffer[] = [];
  // Hashed as it arrives: a few microseconds per piece, and no second copy of the file to hash later.
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > CERTIFICATION_MAX_BYTES || part.file.truncated) {
      throw Object.assign(validationFailed({ [field]: FILE_FIELDS[field] }), { closeConnection: true });
    }
    pieces.push(chunk as Buffer);
    hash.update(chunk as Buffer);
  }
  return { pieces, size, sha256: hash.digest('hex') };
}

export async function readRegistrationForm(request: FastifyRequest): Promise<RegistrationForm> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.registrationMultipart');
  }
  const form: RegistrationForm = { fields: {}, files: {} };
  const parts = request.parts({
    limits: { fileSize: CERTIFICATION_MAX_BYTES + 1, files: 2, fields: 30, parts: 32, fieldSize: MAX_FIELD_BYTES },
  });
  try {
    await readParts(parts, form);
  } catch (error) {
    // Limits and our own refusals carry a status; anything else is a body the parser could not read.
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode) throw error;
    throw new ApiError(400, 'MALFORMED_MULTIPART', 'errors.malformedMultipart');
  }
  return form;
}

async function readParts(parts: AsyncIterableIterator<Multipart>, form: RegistrationForm): Promise<void> {
  for await (const part of parts) {
    const name = part.fieldname;
    if (Object.hasOwn(form.fields, name) || Object.hasOwn(form.files, name)) {
      throw new ApiError(400, 'DUPLICATE_FIELD', 'errors.duplicateField').with({ name });
    }
    if (part.type === 'file') {
      if (!isFileField(name)) throw new ApiError(400, 'UNKNOWN_FIELD', 'errors.unknownFileField').with({ name });
      const file = await readFile(part, name);
      // A browser sends an empty part for a file input left empty; that is "no file".
      if (file.size > 0) form.files[name] = file;
      continue;
    }
    if (isFileField(name)) {
      // A text value where a file belongs (a client that forgot to attach it).
      continue;
    }
    if (part.valueTruncated) throw new ApiError(413, 'FIELD_TOO_LARGE', 'errors.fieldTooLarge').with({ name });
    if (containsNul(part.value) || containsNul(name)) throw NUL_REFUSED;
    form.fields[name] = String(part.value);
  }
}
