/**
 * Decides which fields of a record leave the server. Visitors get the handler's name and masked
 * contact only (SPEC §0.5); the full record needs the owner link or an admin session.
 */
import type { DogFullView, DogPublicView } from '#common/api';
import type { DisplayStatus } from '#common/constants';
import { maskEmail, maskPhone } from '#common/mask';
import type { ServiceDogRow } from '../db/schema';

export function displayStatus(row: Pick<ServiceDogRow, 'status' | 'expires_at'>, now = new Date()): DisplayStatus {
  return row.status === 'active' && row.expires_at < now.toISOString() ? 'expired' : row.status;
}

export function fileUrl(key: string | null): string | null {
  return key ? `/api/files/${key}` : null;
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
    photoUrl: fileUrl(row.photo_key),
    thumbnailUrl: fileUrl(row.thumbnail_key),
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
