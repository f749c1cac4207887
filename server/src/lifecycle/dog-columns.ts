/** A dog's details as the API names them and as they are stored: the one mapping both writes use. */
import type { DogEdit } from '#common/admin-schemas';
import { OTHER_SERVICE_TYPE } from '#common/constants';
import type { ServiceDogRow } from '../db/schema';

export const DOG_DETAIL_COLUMNS = {
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
} as const satisfies Record<string, keyof ServiceDogRow>;

export type DogDetails = Pick<DogEdit, keyof typeof DOG_DETAIL_COLUMNS>;
type DetailColumn = (typeof DOG_DETAIL_COLUMNS)[keyof typeof DOG_DETAIL_COLUMNS];

/** The stored form: the "Other" text only with the type Other, and an empty optional field as null. */
export function dogDetailColumns(details: DogDetails): Pick<ServiceDogRow, DetailColumn> {
  const columns = Object.fromEntries(
    Object.entries(DOG_DETAIL_COLUMNS).map(([field, column]) => [column, details[field as keyof DogDetails] ?? null]),
  ) as Pick<ServiceDogRow, DetailColumn>;
  columns.service_type_other = details.serviceType === OTHER_SERVICE_TYPE ? (details.serviceTypeOther ?? null) : null;
  columns.microchip_number = details.microchipNumber || null;
  return columns;
}
