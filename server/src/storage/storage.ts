/** Where uploaded files live. Keys are opaque paths such as `photos/abc.webp`; drivers never see user file names. */
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^(photos|certifications)\/[A-Za-z0-9_-]{16,64}\.(webp|pdf|jpg|png)$/;

/** Keys come from this server, but a route may pass one from a URL: refuse anything else. */
export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
