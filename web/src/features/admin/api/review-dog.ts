/** The dashboard's decisions on a record: approve, deny (removes a pending record) and delete. */
import type { AdminDogDetail } from '#common/api';
import { sendJson } from '../../../lib/api-client';

const dogPath = (id: string) => `/api/admin/dogs/${encodeURIComponent(id)}`;

export const approveDog = (id: string) => sendJson<AdminDogDetail>('POST', `${dogPath(id)}/approve`);
export const denyDog = (id: string) => sendJson<void>('POST', `${dogPath(id)}/deny`);
export const deleteDog = (id: string) => sendJson<void>('DELETE', dogPath(id));
