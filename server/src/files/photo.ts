import { fileTypeFromBuffer } from '../lib/file-type-sniffing';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { transformInPhotoProcess } from './photo-process';
import { UploadRejected } from './upload-error';

/** Raster formats a phone or camera produces (common/constants.ts). SVG is refused: it can carry script. */
const PHOTO_TYPES: ReadonlySet<string> = new Set(PHOTO_MIME_TYPES);

export interface ProcessedPhoto {
  photo: Buffer;
  thumbnail: Buffer;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** file-type reads at most this many bytes from the start of a file. */
const TYPE_HEADER_BYTES = 4100;

/** The first bytes of a file that arrived in pieces, joining only the pieces they span. */
function head(pieces: readonly Buffer[], bytes: number): Buffer {
  const first = pieces[0] ?? Buffer.alloc(0);
  if (first.length >= bytes || pieces.length === 1) return first;
  const spanned: Buffer[] = [];
  let length = 0;
  for (const piece of pieces) {
    if (length >= bytes) break;
    spanned.push(piece);
    length += piece.length;
  }
  return Buffer.concat(spanned);
}

/** A photo in memory, in the pieces it came in, or an upload on disk with its first bytes (upload-spool.ts). */
export type PhotoSource = readonly Buffer[] | { path: string; size: number; head: Buffer };

/**
 * Checks a photo by its content, not its name or declared type, then makes what is safe to publish
 * (server/src/files/photo-transform.ts) in the photo process. Pieces go to the photo process as they
 * are; of an upload on disk only its path goes, and the photo process reads it.
 */
export async function processPhoto(field: string, photo: PhotoSource): Promise<ProcessedPhoto> {
  const onDisk = 'path' in photo ? photo : null;
  const pieces = 'path' in photo ? [] : photo;
  const size = onDisk ? onDisk.size : pieces.reduce((total, piece) => total + piece.length, 0);
  if (size > PHOTO_MAX_BYTES) throw new UploadRejected(field, MESSAGES.photoTooLarge);
  const type = await fileTypeFromBuffer(onDisk ? onDisk.head : head(pieces, TYPE_HEADER_BYTES));
  if (!type || !PHOTO_TYPES.has(type.mime)) throw new UploadRejected(field, MESSAGES.photoNotImage);
  const outcome = await transformInPhotoProcess(onDisk ? onDisk.path : pieces);
  if ('refused' in outcome) throw new UploadRejected(field, MESSAGES[outcome.refused]);
  return { photo: asBuffer(outcome.photo.photo), thumbnail: asBuffer(outcome.photo.thumbnail) };
}
