/** Changes to a record from the edit page; both refuse (409) a `version` that is no longer the latest. */
import type { RegistrationEdit } from '#common/staff-schemas';
import type { StaffRegistrationDetail } from '#common/api';
import { sendJson } from '../../../lib/api-client';
import { postMultipart } from '../../../lib/upload';

export function saveDog(id: string, edit: RegistrationEdit): Promise<StaffRegistrationDetail> {
  return sendJson<StaffRegistrationDetail>('PATCH', `/api/admin/dogs/${encodeURIComponent(id)}`, edit);
}

export function changePhoto(id: string, version: number, photo: File): Promise<StaffRegistrationDetail> {
  const form = new FormData();
  form.append('version', String(version));
  form.append('dogPhoto', photo, photo.name);
  return postMultipart<StaffRegistrationDetail>(`/api/admin/dogs/${encodeURIComponent(id)}/photo`, form);
}
