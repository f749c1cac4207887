import type { TrainerPublic } from '#common/api';
import { apiFetch } from '../lib/api-client';

/** A trainer from the registry's directory; rejects with status 404 when the license is unknown or not active. */
export function getTrainer(license: string): Promise<TrainerPublic> {
  return apiFetch<TrainerPublic>(`/api/trainers/${encodeURIComponent(license)}`);
}
