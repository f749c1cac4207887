/** Product constants (fees, limits, formats, delays). Shared by the browser and the server. */

export const SERVICE_TYPES = [
  'Mobility Support',
  'Guide Dog (Visual Impairment)',
  'Hearing Dog',
  'Psychiatric Service Dog',
  'Medical Alert/Response',
  'Autism Support',
  'Seizure Response',
  'Other (Please specify)',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const OTHER_SERVICE_TYPE: ServiceType = 'Other (Please specify)';

/** A team's life (docs/decisions/010-team-lifecycle.md); what each status shows is in common/status-words.ts. */
export const REGISTRATION_STATUSES = [
  'in_training',
  'pending',
  'active',
  'suspended',
  'revoked',
  'retired',
  'deceased',
  'denied',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** What a card shows: the stored status, or `expired` for an active record past its validity date. */
export type DisplayStatus = RegistrationStatus | 'expired';
/** Statuses the handler is told about with staff's reason, which staff must give. */
export const REASONED_STATUSES = ['suspended', 'revoked', 'denied'] as const satisfies readonly RegistrationStatus[];
export const STATUS_REASON_MAX_LENGTH = 500;
/** Renewal opens this many days before valid-through, with the first expiry reminder. */
export const RENEWAL_WINDOW_DAYS = 90;
/** Staff's "running out": an active registration whose valid-through date is this close (issue 52). */
export const EXPIRING_WITHIN_DAYS = 60;

export const TRAINER_STATUSES = ['active', 'suspended'] as const;
export type TrainerStatus = (typeof TRAINER_STATUSES)[number];

export const MB = 1024 * 1024;
export const PHOTO_MAX_BYTES = 5 * MB;
export const CERTIFICATION_MAX_BYTES = 10 * MB;
/**
 * The photo formats the server accepts, told by the file's content (server/src/files/photo.ts): raster
 * formats a phone or camera produces, each of which the photo process decodes. Not SVG (it can carry
 * script), and not HEIC/HEIF (the image library bundled here cannot decode it; a phone converts to JPEG
 * when the file input does not offer HEIC). The one list for the server's check, the OpenAPI document
 * and the web app's file inputs.
 */
export const PHOTO_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
] as const;
/** The certification file's formats, told by content (server/src/files/certification.ts). */
export const CERTIFICATION_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The `accept` attributes of the file inputs, from the same lists. */
export const PHOTO_ACCEPT = PHOTO_MIME_TYPES.join(',');
export const CERTIFICATION_ACCEPT = CERTIFICATION_MIME_TYPES.join(',');
export const PAYMENT_CODE_MAX_LENGTH = 20;
export const DASHBOARD_PAGE_SIZE = 10;
/** Page size of the other admin lists (trainers, payment codes, activity). */
export const STAFF_LIST_PAGE_SIZE = 25;
export const PAGE_NUMBER_MAX = 1_000_000;
export const SEARCH_MAX_LENGTH = 100;
export const PAYMENT_CODE_BATCH_MAX = 500;
export const COPY_CONFIRMATION_MS = 2000;
export const PRINT_DELAY_MS = 100;
export const LEGACY_REGISTRY_PREFIX = 'SD-';
export const REGISTRY_NUMBER_MIN_DIGITS = 4;
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** An Idempotency-Key's form: 8–128 letters, digits or - _ . : (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export const FIELD_MAX_LENGTH = {
  dogName: 100,
  dogBreed: 100,
  dogAge: 40,
  serviceTypeOther: 100,
  trainerLicenseNumber: 40,
  ownerName: 200,
  ownerAddress: 500,
  ownerPhone: 30,
  ownerEmail: 254,
} as const;
/** The <meta> tag in which the server hands the web app its public settings. */
export const CONFIG_META_NAME = 'registry-config';
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** The admin session (HTTP-only) and the readable hint that tells the web app to ask who is signed in. */
export const SESSION_COOKIE = 'sdr_session';
export const SIGNED_IN_HINT_COOKIE = 'sdr_signed_in';
