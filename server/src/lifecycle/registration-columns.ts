/** A dog's details as the API names them and as they are stored: the one mapping both writes use. */
import type { RegistrationEdit } from '#common/staff-schemas';
import { OTHER_SERVICE_TYPE } from '#common/constants';
import type { RegistrationRow } from '../db/schema';

export const REGISTRATION_DETAIL_COLUMNS = {
  dogName: 'dog_name',
  dogBreed: 'dog_breed',
  dogAge: 'dog_age',
  serviceType: 'service_type',
  serviceTypeOther: 'service_type_other',
  microchipNumber: 'microchip_number',
  ownerName: 'owner_name',
  ownerAddress: 'owner_address',
  ownerPhone: 'owner_phone',
  ownerEmail: 'owner_email',
} as const satisfies Record<string, keyof RegistrationRow>;

export type RegistrationDetails = Pick<RegistrationEdit, keyof typeof REGISTRATION_DETAIL_COLUMNS>;
type DetailColumn = (typeof REGISTRATION_DETAIL_COLUMNS)[keyof typeof REGISTRATION_DETAIL_COLUMNS];

/** The stored form: the "Other" text only with the type Other, and an empty optional field as null. */
export function registrationDetailColumns(details: RegistrationDetails): Pick<RegistrationRow, DetailColumn> {
  const columns = Object.fromEntries(
    Object.entries(REGISTRATION_DETAIL_COLUMNS).map(([field, column]) => [
      column,
      details[field as keyof RegistrationDetails] ?? null,
    ]),
  ) as Pick<RegistrationRow, DetailColumn>;
  columns.service_type_other = details.serviceType === OTHER_SERVICE_TYPE ? (details.serviceTypeOther ?? null) : null;
  columns.microchip_number = details.microchipNumber || null;
  return columns;
}
