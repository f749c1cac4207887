/**
 * The names files are stored under. Keys are made here from random names, never from what a user
 * sent; a key that arrives in a URL is checked against the same patterns before any driver sees it.
 */
import { randomToken } from '../lib/tokens';

const NAME = '[A-Za-z0-9_-]{16,64}';
/** A photo's file name as it appears in its public URL (`/api/files/photos/<name>`). */
export const PHOTO_FILE_NAME = new RegExp(`^${NAME}\\.(webp|jpg)$`);
/** A programme's logo's file name as it appears in its public URL (`/api/files/logos/<name>`). */
export const LOGO_FILE_NAME = new RegExp(`^${NAME}\\.webp$`);
const KEY_PATTERN = new RegExp(`^(photos|certifications|logos)/${NAME}\\.(webp|pdf|jpg|png)$`);

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Where a processed photo and its thumbnail are stored, under one new random name. */
export function newPhotoKeys(): { photo: string; thumbnail: string } {
  const name = randomToken(18);
  return { photo: `photos/${name}.jpg`, thumbnail: `photos/${name}-thumb.webp` };
}

export function newCertificationKey(extension: string): string {
  return `certifications/${randomToken(18)}.${extension}`;
}

/** Where a programme's logo is stored: a new name for each logo, so its address never changes content. */
export function newLogoKey(): string {
  return `logos/${randomToken(18)}.webp`;
}

export function logoKey(fileName: string): string {
  return `logos/${fileName}`;
}

export function photoKey(fileName: string): string {
  return `photos/${fileName}`;
}

/** The public address of a stored photo or logo (certification files have none). */
export function photoUrl(key: string | null): string | null {
  return key ? `/api/files/${key}` : null;
}

/** The public address of a programme's stored logo. */
export function logoUrl(key: string): string {
  return `/api/files/${key}`;
}
