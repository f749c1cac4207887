import type { TrainerInput } from '#common/staff-schemas';
import type { InvitationAnswer, StaffTrainer } from '#common/api';
import { sendJson } from '../../../lib/api-client';

export function addTrainer(input: TrainerInput): Promise<StaffTrainer> {
  return sendJson<StaffTrainer>('POST', '/api/admin/trainers', input);
}

/** License numbers cannot change: the one in the path names the trainer. */
export function updateTrainer(license: string, input: TrainerInput): Promise<StaffTrainer> {
  return sendJson<StaffTrainer>('PUT', `/api/admin/trainers/${encodeURIComponent(license)}`, input);
}

/** Invites a trainer of the directory to an account: the one-time link, emailed when the registry sends email. */
export function inviteTrainer(license: string, email: string): Promise<InvitationAnswer> {
  return sendJson<InvitationAnswer>('POST', `/api/admin/trainers/${encodeURIComponent(license)}/invitation`, { email });
}
