import type { AdminDogDetail } from '#common/api';
import type { ServiceDogRow } from '../db/schema';
import { presentFullDog } from '../registrations/dog-presenter';

export function presentAdminDog(row: ServiceDogRow): AdminDogDetail {
  return {
    ...presentFullDog(row),
    version: row.version,
    certificationFile: row.certification_key && row.certification_mime ? { mime: row.certification_mime } : null,
  };
}
