/**
 * Decides which fields of a record leave the server. Visitors never get contact data, see the
 * handler as first name and last initial, and see the service type only where the handler chose to
 * show it; a pending, retired or deceased record is its number and dog name, a revoked or denied one
 * "not valid" (docs/decisions/010-team-lifecycle.md). The full record needs the owner link or an
 * admin session (access/record-access.ts).
 */
import type {
  AdminDogDetail,
  AdminDogListItem,
  DogFullView,
  DogNotValidView,
  DogPublicView,
  DogSummaryView,
  DogView,
  SummaryStatus,
} from '#common/api';
import type { DisplayStatus } from '#common/constants';
import { displayStatus as displayStatusOf, STATUS_RULES } from '#common/lifecycle';
import { handlerShortName } from '#common/mask';
import type { ServiceDogRow } from '../db/schema';
import type { DogListRow } from '../lifecycle/dog-list-repository';
import { photoUrl } from '../files/storage-keys';
import type { Caller } from '../access/caller';
import { may, recordResource } from '../access/permissions';
import type { FoundDog } from './dog-view-service';
import { serviceTypeWords } from '#common/service-type';
import { termOf } from '../lifecycle/registration-change';

/** What the record shows now (common/lifecycle.ts). */
export function displayStatus(row: Pick<ServiceDogRow, 'status' | 'expires_at'>, now = new Date()): DisplayStatus {
  return displayStatusOf(row.status, row.expires_at, now);
}

function details(row: ServiceDogRow) {
  return {
    id: row.id,
    registryNumber: row.registry_number,
    dogName: row.dog_name,
    dogBreed: row.dog_breed,
    dogAge: row.dog_age,
    serviceTypeOther: row.service_type_other,
    photoUrl: photoUrl(row.photo_key),
    thumbnailUrl: photoUrl(row.thumbnail_key),
    status: row.status,
    displayStatus: displayStatus(row),
    registrationDate: row.registration_date,
    lastUpdated: row.last_updated,
    expiresAt: row.expires_at,
    handlerName: handlerShortName(row.owner_name),
  };
}

export function presentNotValid(registryNumber: string, revoked = false): DogNotValidView {
  return { view: 'not_valid', registryNumber, revoked };
}

/** What a visitor sees; the staff's reason for a status is the handler's business, not a visitor's. */
export function presentPublicDog(row: ServiceDogRow): DogNotValidView | DogSummaryView | DogPublicView {
  const { status } = row;
  const visitor = STATUS_RULES[status].visitor;
  if (visitor === 'not_valid') return presentNotValid(row.registry_number, status === 'revoked');
  if (visitor === 'summary') {
    // The statuses whose rule is 'summary' are exactly SummaryStatus (common/lifecycle.test.ts holds them equal).
    const summary = status as SummaryStatus;
    return {
      view: 'summary',
      id: row.id,
      registryNumber: row.registry_number,
      dogName: row.dog_name,
      status: summary,
      displayStatus: summary,
    };
  }
  const shown = row.show_service_type === 1;
  return {
    ...details(row),
    view: 'public',
    serviceType: shown ? row.service_type : null,
    serviceTypeOther: shown ? row.service_type_other : null,
  };
}

export function presentFullDog(row: ServiceDogRow): DogFullView {
  return {
    ...details(row),
    view: 'full',
    serviceType: row.service_type,
    showServiceType: row.show_service_type === 1,
    owner: { name: row.owner_name, phone: row.owner_phone, email: row.owner_email, address: row.owner_address },
    microchipNumber: row.microchip_number,
    trainerLicenseNumber: row.trainer_license_number,
    hasCertificationFile: row.certification_key !== null,
    statusReason: row.status_reason,
    paidThrough: termOf(row).paidThrough,
    accessTestDue: row.access_test_due,
  };
}

/** The view this caller is allowed: the full record, what a visitor sees, or a retired number's "not valid". */
export function presentDogFor(caller: Caller, found: FoundDog): DogView {
  if ('retired' in found) return presentNotValid(found.retired.registry_number);
  return may(caller, 'record.viewFull', recordResource(found.row))
    ? presentFullDog(found.row)
    : presentPublicDog(found.row);
}

export function presentAdminDog(row: ServiceDogRow): AdminDogDetail {
  return {
    ...presentFullDog(row),
    version: row.version,
    certificationFile: row.certification_key && row.certification_mime ? { mime: row.certification_mime } : null,
  };
}

export function presentAdminListItem(row: DogListRow): AdminDogListItem {
  return {
    id: row.id,
    registryNumber: row.registry_number,
    dogName: row.dog_name,
    ownerName: row.owner_name,
    serviceType: serviceTypeWords(row.service_type, row.service_type_other),
    registrationDate: row.registration_date,
    status: row.status,
    displayStatus: displayStatus(row),
  };
}
