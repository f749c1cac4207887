import type { TrainerInput } from '#common/staff-schemas';
import type { StaffTrainer } from '#common/api';
import { sendJson } from '../../../lib/api-client';

export function addTrainer(input: TrainerInput): Promise<StaffTrainer> {
  return sendJson<StaffTrainer>('POST', '/api/admin/trainers', input);
}

/** License numbers cannot change: the one in the path names the trainer. */
export function updateTrainer(license: string, input: TrainerInput): Promise<StaffTrainer> {
  return sendJson<StaffTrainer>('PUT', `/api/admin/trainers/${encodeURIComponent(license)}`, input);
}
