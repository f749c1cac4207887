import { fileTypeFromFile } from '../lib/file-type-sniffing';
import { CERTIFICATION_MAX_BYTES, CERTIFICATION_MIME_TYPES } from '#common/constants';
import { MESSAGES, type SharedMessageId } from '#common/messages';
import { checkPdfOffThread } from './pdf-check-pool';
import type { PdfProblem } from './pdf-structure';
import { UploadRejected } from './upload-error';

export type CertificationMime = (typeof CERTIFICATION_MIME_TYPES)[number];

const EXTENSIONS: Record<CertificationMime, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

const PDF_REFUSALS: Record<PdfProblem, SharedMessageId> = {
  unreadable: MESSAGES.certificationPdfUnreadable,
  encrypted: MESSAGES.certificationPdfEncrypted,
  'active-content': MESSAGES.certificationPdfActive,
  'too-complex': MESSAGES.certificationPdfTooComplex,
};

/**
 * Accepts a PDF, JPEG or PNG by its magic bytes, and a PDF only when its structure reads within the
 * check's limits and holds no active content (scripts, actions that leave the document, attached files);
 * the file is stored as sent, privately, and served to staff as an attachment.
 * The upload is read from disk (upload-spool.ts).
 */
export async function checkCertification(
  field: string,
  file: { path: string; size: number },
): Promise<{ mime: CertificationMime; extension: string }> {
  if (file.size > CERTIFICATION_MAX_BYTES) throw new UploadRejected(field, MESSAGES.certificationTooLarge);
  const type = await fileTypeFromFile(file.path);
  const mime = CERTIFICATION_MIME_TYPES.find((allowed) => allowed === type?.mime);
  if (!mime) throw new UploadRejected(field, MESSAGES.certificationWrongType);
  if (mime === 'application/pdf') {
    const problem = await checkPdfOffThread(file.path);
    if (problem) throw new UploadRejected(field, PDF_REFUSALS[problem]);
  }
  return { mime, extension: EXTENSIONS[mime] };
}
