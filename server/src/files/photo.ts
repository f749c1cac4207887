import { fileTypeFromBuffer } from 'file-type';
import { PHOTO_MAX_BYTES } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { transformInPhotoProcess } from './photo-process';
import { UploadRejected } from './upload-error';

/** Raster formats a phone or camera produces. SVG is refused: it can carry script. */
const PHOTO_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

export interface ProcessedPhoto {
  photo: Buffer;
  thumbnail: Buffer;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Checks a photo by its content, not its name or declared type, then makes what is safe to publish
 * (server/src/files/photo-transform.ts) in the photo process.
 */
export async function processPhoto(field: string, data: Buffer): Promise<ProcessedPhoto> {
  if (data.length > PHOTO_MAX_BYTES) throw new UploadRejected(field, MESSAGES.photoTooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !PHOTO_MIME_TYPES.has(type.mime)) throw new UploadRejected(field, MESSAGES.photoNotImage);
  const outcome = await transformInPhotoProcess(data);
  if ('refused' in outcome) throw new UploadRejected(field, MESSAGES[outcome.refused]);
  return { photo: asBuffer(outcome.photo.photo), thumbnail: asBuffer(outcome.photo.thumbnail) };
}
