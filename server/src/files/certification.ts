import { fileTypeFromBuffer } from 'file-type';
import { CERTIFICATION_MAX_BYTES, CERTIFICATION_MIME_TYPES } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { UploadRejected } from './upload-error';

export type CertificationMime = (typeof CERTIFICATION_MIME_TYPES)[number];

const EXTENSIONS: Record<CertificationMime, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Accepts a PDF, JPEG or PNG by its magic bytes; the file is stored as sent, privately. */
export async function checkCertification(
  field: string,
  data: Buffer,
): Promise<{ mime: CertificationMime; extension: string }> {
  if (data.length > CERTIFICATION_MAX_BYTES) throw new UploadRejected(field, MESSAGES.certificationTooLarge);
  const type = await fileTypeFromBuffer(data);
  const mime = CERTIFICATION_MIME_TYPES.find((allowed) => allowed === type?.mime);
  if (!mime) throw new UploadRejected(field, MESSAGES.certificationWrongType);
  return { mime, extension: EXTENSIONS[mime] };
}
