import type { TrainerPublic } from '#common/api';
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
