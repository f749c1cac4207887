/** The dashboard's decisions on a record: approve, deny (with a reason; the record stays, as denied) and delete. */
import type { DenyRequest } from '#common/admin-schemas';
import type { AdminDogDetail } from '#common/api';
import { sendJson } from '../../../lib/api-client';

const dogPath = (id: string) => `/api/admin/dogs/${encodeURIComponent(id)}`;

export const approveDog = (id: string) => sendJson<AdminDogDetail>('POST', `${dogPath(id)}/approve`);
export const denyDog = (id: string, request: DenyRequest) =>
  sendJson<AdminDogDetail>('POST', `${dogPath(id)}/deny`, request);
export const deleteDog = (id: string) => sendJson<void>('DELETE', dogPath(id));
