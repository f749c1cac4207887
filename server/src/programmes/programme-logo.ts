/**
 * A programme's logo (docs/decisions/041-programmes.md): set from the command line, checked by its
 * content, re-encoded small with no metadata, stored under a new name each time and served publicly.
 */
import { fileTypeFromBuffer } from '../lib/file-type-sniffing';
import fs from 'node:fs/promises';
import type { Storage } from '../files/storage';
import { newLogoKey } from '../files/storage-keys';
import { ProgrammeRefused } from './programme-service';

/** A logo shows at most 96 px tall on a programme's page; twice that covers sharp screens. */
export const LOGO_MAX_EDGE = 256;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_MAX_PIXELS = 25_000_000;
/** Raster images only: an SVG can carry script. */
const LOGO_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The logo file's bytes, checked and re-encoded as a WebP at most LOGO_MAX_EDGE on its long edge. */
export async function prepareLogo(file: string): Promise<Buffer> {
  const bytes = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new ProgrammeRefused(`--logo could not read ${file} (${error.code ?? error.message}).`);
  });
  if (bytes.length > LOGO_MAX_BYTES) throw new ProgrammeRefused('--logo takes a file of at most 2 MB.');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !LOGO_TYPES.has(type.mime))
    throw new ProgrammeRefused(`--logo takes a PNG, JPEG or WebP image (${file} is ${type?.mime ?? 'not one'}).`);
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(LOGO_MAX_EDGE, LOGO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw new ProgrammeRefused(`--logo could not read ${file} as an image: it may be damaged or too large.`);
  }
}

/** Stores a prepared logo under a new key and returns the key. */
export async function storeLogo(storage: Storage, logo: Buffer): Promise<string> {
  const key = newLogoKey();
  await storage.put(key, logo);
  return key;
}
