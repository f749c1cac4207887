/**
 * Decides which fields of a record leave the server. Visitors never get contact data, see the
 * handler as first name and last initial, and see the service type only where the handler chose to
 * show it; a pending, retired or deceased record is its number and dog name, a revoked or denied one
 * "not valid" (docs/decisions/010-team-lifecycle.md). The full record needs the owner link or an
 * admin session (access/record-access.ts).
 */
import { chosenTaskCategories } from '../lifecycle/attestations';
import type {
  StaffRegistrationDetail,
  StaffRegistrationListItem,
  RegistrationFullView,
  RegistrationNotValidView,
  RegistrationPublicView,
  RegistrationSummaryView,
  RegistrationView,
  SummaryStatus,
} from '#common/api';
import type { DisplayStatus } from '#common/constants';
import { displayStatus as displayStatusOf, STATUS_RULES } from '#common/lifecycle';
import { handlerShortName } from '#common/mask';
import type { RegistrationRow } from '../db/schema';
import type { RegistrationListRow } from '../lifecycle/registration-list-repository';
import { photoUrl } from '../files/storage-keys';
import type { Caller } from '../access/caller';
import { may, recordResource } from '../access/permissions';
import type { FoundRegistration } from './registration-view-service';
import { serviceTypeWords } from '#common/service-type';
import { termOf } from '../lifecycle/registration-change';

/** What the record shows now (common/lifecycle.ts). */
export function displayStatus(row: Pick<RegistrationRow, 'status' | 'expires_at'>, now = new Date()): DisplayStatus {
  return displayStatusOf(row.status, row.expires_at, now);
}

function details(row: RegistrationRow) {
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

export function presentNotValid(registryNumber: string, revoked = false): RegistrationNotValidView {
  return { view: 'not_valid', registryNumber, revoked };
}

/** What a visitor sees; the staff's reason for a status is the handler's business, not a visitor's. */
export function presentPublicRegistration(
  row: RegistrationRow,
): RegistrationNotValidView | RegistrationSummaryView | RegistrationPublicView {
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

export function presentFullRegistration(row: RegistrationRow): RegistrationFullView {
  return {
    ...details(row),
    view: 'full',
    serviceType: row.service_type,
    showServiceType: row.show_service_type === 1,
    owner: { name: row.owner_name, phone: row.owner_phone, email: row.owner_email, address: row.owner_address },
    microchipNumber: row.microchip_number,
    trainerLicenseNumber: row.trainer_license_number,
    taskCategories: chosenTaskCategories(row),
    hasCertificationFile: row.certification_key !== null,
    statusReason: row.status_reason,
    paidThrough: termOf(row).paidThrough,
    accessTestDue: row.access_test_due,
  };
}

/** The view this caller is allowed: the full record, what a visitor sees, or a retired number's "not valid". */
export function presentRegistrationFor(caller: Caller, found: FoundRegistration): RegistrationView {
  if ('retired' in found) return presentNotValid(found.retired.registry_number);
  return may(caller, 'record.viewFull', recordResource(found.row))
    ? presentFullRegistration(found.row)
    : presentPublicRegistration(found.row);
}

export function presentStaffRegistration(row: RegistrationRow): StaffRegistrationDetail {
  return {
    ...presentFullRegistration(row),
    version: row.version,
    certificationFile: row.certification_key && row.certification_mime ? { mime: row.certification_mime } : null,
  };
}

export function presentStaffListItem(row: RegistrationListRow): StaffRegistrationListItem {
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
