import { fileTypeFromBuffer } from 'file-type';
import { PHOTO_MAX_BYTES } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { UploadRejected } from './upload-error';

/** Raster formats a phone or camera produces. SVG is refused: it can carry script. */
const PHOTO_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);
/** 50 megapixels: above any phone camera, far below a decompression bomb. */
export const PHOTO_MAX_PIXELS = 50_000_000;
const PHOTO_MAX_EDGE = 1600;
const THUMBNAIL_EDGE = 320;

export interface ProcessedPhoto {
  photo: Buffer;
  thumbnail: Buffer;
}

/**
 * Checks a photo by its content, not its name or declared type, then stores what is safe to
 * publish: upright, at most 1600 px on the long edge, with no metadata (EXIF, GPS) left. The large
 * copy is JPEG: WebP's encoder took 75 % of a registration's time for no smaller file at this size
 * (docs/PERFORMANCE.md); the 320 px thumbnail the pages show stays WebP.
 */
export async function processPhoto(field: string, data: Buffer): Promise<ProcessedPhoto> {
  if (data.length > PHOTO_MAX_BYTES) throw new UploadRejected(field, MESSAGES.photoTooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !PHOTO_MIME_TYPES.has(type.mime)) throw new UploadRejected(field, MESSAGES.photoNotImage);

  // Loaded with the first photo: libvips costs a server that has not processed one about 27 MB.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
  try {
    // The header alone gives the size; nothing is decoded before the pixel count is known to be sane.
    const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
    if (width * height > PHOTO_MAX_PIXELS) throw new UploadRejected(field, MESSAGES.photoTooManyPixels);
    // Decoded once: the upright, resized pixels feed both encoders. Two pipelines from the file
    // decoded it twice (70 ms of CPU for a 2400 x 1800 JPEG, against 61 ms). sharp writes no metadata
    // unless asked to, so EXIF and GPS do not survive re-encoding.
    const { data: pixels, info } = await input()
      .rotate()
      .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [photo, thumbnail] = await Promise.all([
      sharp(pixels, decoded).jpeg({ quality: 82 }).toBuffer(),
      sharp(pixels, decoded).resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
    ]);
    return { photo, thumbnail };
  } catch (error) {
    if (error instanceof UploadRejected) throw error;
    // Truncated or corrupt data: libvips cannot decode it, so it is not an image we can show.
    throw new UploadRejected(field, MESSAGES.photoNotImage);
  }
}
