/** Where uploaded files live. Keys are opaque paths such as `photos/abc.webp`; drivers never see user file names. */
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface StoredEntry {
  key: string;
  /** When the file was written; the orphan sweep leaves young files alone. */
  modifiedAt: Date;
}

export interface Storage {
  /** Where files go, for the start-up log: a folder or a bucket, never credentials. */
  readonly description: string;
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a copy of a file on this machine's disk, read as it is written: never whole in memory. */
  putFile(key: string, file: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file, in no particular order; names that are not storage keys are skipped. */
  list(): AsyncIterable<StoredEntry>;
  /** Throws when files cannot be stored and read now (for /api/health/ready); gives up when `signal` aborts. */
  ready(signal: AbortSignal): Promise<void>;
  /** Lets go of connections, at shutdown. */
  close(): void;
}
