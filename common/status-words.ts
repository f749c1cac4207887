/**
 * What each status is called. What each one means is common/lifecycle.ts.
 * Never "verified", which would read as a verified service dog.
 */
import type { DisplayStatus, RegistrationStatus } from './constants';

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
export const STATUS_NAMES: Record<RegistrationStatus, string> = {
  in_training: 'In training',
  pending: 'Pending review',
  active: 'Active',
  suspended: 'Suspended',
  revoked: 'Revoked',
  retired: 'Retired',
  deceased: 'Deceased',
  denied: 'Denied',
};
