import { notFound } from '../lib/api-error';
import type { Storage, StoredFile } from '../files/storage';
import { photoKey } from '../files/storage-keys';

/** A stored photo or thumbnail by the file name in its public URL. */
export async function openPhoto(storage: Storage, fileName: string): Promise<StoredFile> {
  const file = await storage.get(photoKey(fileName));
  if (!file) throw notFound('errors.photoNotFound');
  return file;
}
