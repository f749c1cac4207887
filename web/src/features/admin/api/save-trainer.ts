import type { TrainerInput } from '#common/admin-schemas';
import type { AdminTrainer } from '#common/api';
import { sendJson } from '../../../lib/api-client';

export function addTrainer(input: TrainerInput): Promise<AdminTrainer> {
  return sendJson<AdminTrainer>('POST', '/api/admin/trainers', input);
}

/** License numbers cannot change: the one in the path names the trainer. */
export function updateTrainer(license: string, input: TrainerInput): Promise<AdminTrainer> {
  return sendJson<AdminTrainer>('PUT', `/api/admin/trainers/${encodeURIComponent(license)}`, input);
}
