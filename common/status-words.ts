/**
 * What each status is called and what it means to someone checking a card (docs/decisions/010-team-lifecycle.md).
 * Never "verified", which would read as a verified service dog.
 */
import { REASONED_STATUSES, type DisplayStatus, type DogStatus } from './constants';

/** The badge and the printed card's status line. */
export const STATUS_LABELS: Record<DisplayStatus, string> = {
  in_training: 'IN TRAINING',
  pending: 'PENDING REVIEW',
  active: 'ACTIVE',
  suspended: 'SUSPENDED',
  revoked: 'REVOKED',
  retired: 'RETIRED',
  deceased: 'NO LONGER ACTIVE',
  denied: 'DENIED',
  expired: 'EXPIRED',
};

/** Staff's words for a status, in the edit form's list and the filter. */
export const STATUS_NAMES: Record<DogStatus, string> = {
  in_training: 'In training',
  pending: 'Pending review',
  active: 'Active',
  suspended: 'Suspended',
  revoked: 'Revoked',
  retired: 'Retired',
  deceased: 'Deceased',
  denied: 'Denied',
};

/** Statuses whose card prints (in training and pending with their marking); the rest show why not. */
export const PRINTABLE_STATUSES: readonly DisplayStatus[] = ['in_training', 'pending', 'active'];

export function needsReason(status: DogStatus): boolean {
  return (REASONED_STATUSES as readonly DogStatus[]).includes(status);
}
