import type { Config } from '../config';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

/** The configured storage: an S3 bucket when S3_BUCKET is set, the uploads folder otherwise. */
export async function openStorage(config: Config): Promise<Storage> {
  if (!config.s3) return new LocalStorage(config.uploadsDir);
  const { openS3Storage } = await import('./s3-storage');
  return openS3Storage(config.s3);
}
