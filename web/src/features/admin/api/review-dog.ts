/** The dashboard's decisions on a record: approve, deny (with a reason; the record stays, as denied) and delete. */
import type { DenyRequest } from '#common/staff-schemas';
import type { StaffRegistrationDetail } from '#common/api';
import { sendJson } from '../../../lib/api-client';

const dogPath = (id: string) => `/api/admin/dogs/${encodeURIComponent(id)}`;

export const approveRegistration = (id: string) => sendJson<StaffRegistrationDetail>('POST', `${dogPath(id)}/approve`);
export const denyRegistration = (id: string, request: DenyRequest) =>
  sendJson<StaffRegistrationDetail>('POST', `${dogPath(id)}/deny`, request);
export const deleteDog = (id: string) => sendJson<void>('DELETE', dogPath(id));
