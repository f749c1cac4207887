/**
 * The image work behind a dog photo, run in the photo process (photo-worker.ts): upright, at most
 * 1200 px on the long edge, with no metadata (EXIF, GPS) left, plus a 320 px WebP thumbnail.
 */
import type { Sharp } from 'sharp';

/** 50 megapixels: above any phone camera, far below a decompression bomb. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/**
 * The printed card shows the photo 0.6 inch wide (about 360 px at 600 dpi) and the pages show the
 * thumbnail; 1200 px leaves staff room to zoom. 1600 px cost a quarter more CPU per registration
 * (50 against 38 ms for a 2400 × 1800 JPEG) and twice the bytes (docs/PERFORMANCE.md).
 */
export const PHOTO_MAX_EDGE = 1200;
export const THUMBNAIL_EDGE = 320;

export interface ProcessedPhoto {
  photo: Uint8Array;
  thumbnail: Uint8Array;
}

/** Why a photo was refused: names for the messages in common/messages.ts. */
export type PhotoRefusal = 'photoNotImage' | 'photoTooManyPixels';

export type PhotoOutcome = { photo: ProcessedPhoto } | { refused: PhotoRefusal };

/** `data` is the photo's bytes, or the path of a file holding them. */
export async function transformPhoto(data: Uint8Array | string): Promise<PhotoOutcome> {
  const { default: sharp } = await import('sharp');
  try {
    // The header alone gives the size; nothing is decoded before the pixel count is known to be sane.
    const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
    if (width * height > PHOTO_MAX_PIXELS) return { refused: 'photoTooManyPixels' };
    // Decoded once: the upright, resized pixels feed both encoders (two pipelines from the file
    // decoded it twice). sharp writes no metadata unless asked to, so EXIF and GPS do not survive.
    const { data: pixels, info } = await sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = (): Sharp =>
      sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [photo, thumbnail] = await Promise.all([
      // JPEG, not WebP: WebP's encoder took 75 % of a registration's time for no smaller file at this size.
      decoded().jpeg({ quality: 82 }).toBuffer(),
      // Effort 2 of 6: 6.7 against 11.3 ms of CPU at the default 4, for a file 2-4 % larger (docs/PERFORMANCE.md).
      decoded().resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'cover' }).webp({ quality: 75, effort: 2 }).toBuffer(),
    ]);
    return { photo: { photo, thumbnail } };
  } catch {
    // Truncated or corrupt data: libvips cannot decode it, so it is not an image we can show.
    return { refused: 'photoNotImage' };
  }
}
