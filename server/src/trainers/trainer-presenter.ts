import type { StaffTrainer, TrainerPublic } from '#common/api';
import type { TrainerRow } from '../db/schema';

export function presentTrainer(row: TrainerRow): TrainerPublic {
  return {
    licenseNumber: row.license_number,
    name: row.name,
    organization: row.organization,
    credentialId: row.credential_id,
    certifiedOn: row.certified_on,
    expiresOn: row.expires_on,
  };
}

export function presentStaffTrainer(row: TrainerRow): StaffTrainer {
  return { ...presentTrainer(row), status: row.status, isSample: row.is_sample === 1, updatedAt: row.updated_at };
}
