/** Changes to a record from the edit page; both refuse (409) a `version` that is no longer the latest. */
import type { DogEdit } from '#common/admin-schemas';
import type { AdminDogDetail } from '#common/api';
import { sendJson } from '../../../lib/api-client';
import { postMultipart } from '../../../lib/upload';

export function saveDog(id: string, edit: DogEdit): Promise<AdminDogDetail> {
  return sendJson<AdminDogDetail>('PATCH', `/api/admin/dogs/${encodeURIComponent(id)}`, edit);
}

export function changePhoto(id: string, version: number, photo: File): Promise<AdminDogDetail> {
  const form = new FormData();
  form.append('version', String(version));
  form.append('dogPhoto', photo, photo.name);
  return postMultipart<AdminDogDetail>(`/api/admin/dogs/${encodeURIComponent(id)}/photo`, form);
}
