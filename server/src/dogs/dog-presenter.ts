/**
 * Decides which fields of a record leave the server. Visitors get the handler's name and masked
 * contact only; the full record needs the owner link or an admin session (dog-policy.ts).
 */
import type { AdminDogDetail, AdminDogListItem, DogFullView, DogPublicView, DogView } from '#common/api';
import type { DisplayStatus } from '#common/constants';
import { maskEmail, maskPhone } from '#common/mask';
import type { ServiceDogRow } from '../db/schema';
import { photoUrl } from '../files/storage-keys';
import { canSeeFullRecord, type DogViewer } from './dog-policy';

export function displayStatus(row: Pick<ServiceDogRow, 'status' | 'expires_at'>, now = new Date()): DisplayStatus {
  return row.status === 'active' && row.expires_at < now.toISOString() ? 'expired' : row.status;
}

function common(row: ServiceDogRow) {
  return {
    id: row.id,
    registryNumber: row.registry_number,
    dogName: row.dog_name,
    dogBreed: row.dog_breed,
    dogAge: row.dog_age,
    serviceType: row.service_type,
    serviceTypeOther: row.service_type_other,
    photoUrl: photoUrl(row.photo_key),
    thumbnailUrl: photoUrl(row.thumbnail_key),
    status: row.status,
    displayStatus: displayStatus(row),
    registrationDate: row.registration_date,
    lastUpdated: row.last_updated,
    expiresAt: row.expires_at,
  };
}

export function presentPublicDog(row: ServiceDogRow): DogPublicView {
  return {
    ...common(row),
    owner: { name: row.owner_name, phoneMasked: maskPhone(row.owner_phone), emailMasked: maskEmail(row.owner_email) },
    full: false,
  };
}

export function presentFullDog(row: ServiceDogRow): DogFullView {
  return {
    ...common(row),
    owner: {
      name: row.owner_name,
      phone: row.owner_phone,
      email: row.owner_email,
      address: row.owner_address,
      phoneMasked: maskPhone(row.owner_phone),
      emailMasked: maskEmail(row.owner_email),
    },
    microchipNumber: row.microchip_number,
    trainerLicenseNumber: row.trainer_license_number,
    hasCertificationFile: row.certification_key !== null,
    full: true,
  };
}

/** The view this viewer is allowed: the full record or the public one. */
export function presentDogFor(viewer: DogViewer, row: ServiceDogRow): DogView {
  return canSeeFullRecord(viewer, row) ? presentFullDog(row) : presentPublicDog(row);
}

export function presentAdminDog(row: ServiceDogRow): AdminDogDetail {
  return {
    ...presentFullDog(row),
    version: row.version,
    certificationFile: row.certification_key && row.certification_mime ? { mime: row.certification_mime } : null,
  };
}

export type DogListRow = Pick<
  ServiceDogRow,
  'id' | 'registry_number' | 'dog_name' | 'owner_name' | 'service_type' | 'registration_date' | 'status' | 'expires_at'
>;

export function presentAdminListItem(row: DogListRow): AdminDogListItem {
  return {
    id: row.id,
    registryNumber: row.registry_number,
    dogName: row.dog_name,
    ownerName: row.owner_name,
    serviceType: row.service_type,
    registrationDate: row.registration_date,
    status: row.status,
    displayStatus: displayStatus(row),
  };
}
