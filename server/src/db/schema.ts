/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC text (`toISOString()`) in both databases,
 * so they sort, compare and leave the API the same on SQLite and PostgreSQL.
 * Flags are integers (0/1) because SQLite has no boolean type.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ActivityAction } from '#common/activity-actions';
import type { RegistrationStatus, TrainerStatus } from '#common/constants';
import type { StatusEndReason } from '#common/lifecycle';

export interface ServiceDogsTable {
  id: string;
  registry_number: string;
  registry_seq: number;
  dog_name: string;
  dog_breed: string;
  dog_age: string;
  service_type: string;
  service_type_other: string | null;
  microchip_number: string | null;
  photo_key: string | null;
  thumbnail_key: string | null;
  certification_key: string | null;
  certification_mime: string | null;
  owner_name: string;
  owner_address: string;
  owner_phone: string;
  owner_email: string;
  trainer_license_number: string;
  payment_code: string | null;
  status: RegistrationStatus;
  registration_date: string;
  last_updated: string;
  expires_at: string;
  version: Generated<number>;
  owner_token_hash: string;
  /** A recovered owner link's key, waiting: its first use makes it owner_token_hash and ends the old one. */
  pending_owner_token_hash: string | null;
  /** 1 when the handler chose to show the service type to visitors (it discloses a disability). */
  show_service_type: Generated<number>;
  /** The language the registration was made in, 'en' or 'es': emails to the handler are written in it. */
  language: Generated<string>;
  /** Staff's reason for a suspended, revoked or denied status; the handler is told it. */
  status_reason: string | null;
  /** What the fees paid for; null on records from before access tests, where it is expires_at. */
  paid_through: string | null;
  /** The latest public access test's next due date (YYYY-MM-DD); expires_at is capped by it. */
  access_test_due: string | null;
  /** The programme it belongs to (migration 0021); the default programme's when not given. */
  programme_id: Generated<number>;
  /** Kinds of task the handler chose to have named on the training attestation (JSON array); null: none. */
  task_categories: string | null;
}

export type AccessTestResult = 'passed' | 'failed';

/** A public access test staff recorded for a team. */
export interface AccessTestsTable {
  id: string;
  dog_id: string;
  tested_on: string;
  evaluator_license: string;
  result: AccessTestResult;
  next_due: string | null;
  recorded_by: string;
  recorded_at: string;
  /** Where it took place (common/access-test-checklist.ts, PLACE_KINDS); null on tests recorded without. */
  place_kind: string | null;
  /** Each checklist item passed or not (JSON); null on tests recorded without the checklist. */
  checklist: string | null;
  notes: string | null;
}

/** A training session the programme's staff logged for a team: private to the programme and the handler. */
export interface TrainingLogTable {
  id: string;
  dog_id: string;
  logged_on: string;
  minutes: number;
  skills: string;
  recorded_by: string;
  recorded_at: string;
}

/**
 * Why a card stopped being a registration's current card (docs/decisions/019-cards-and-status-lists.md):
 * a newer card replaced it, the registration left force (its status rule says why), or it was deleted.
 */
export type CardEndReason = 'superseded' | StatusEndReason | 'deleted';

/** A card issued: its status-list index is never reused. Rows are never deleted. */
export interface CardsTable {
  status_index: number;
  dog_id: string;
  /** 1 for a registration's first card, one more for each that replaces it. */
  revision: number;
  issued_at: string;
  /** The current card's claims (JSON, without the issuer); null once it ended, so no personal data outlives it. */
  claims: string | null;
  /** A hash of everything the card shows (claims, photo, handler's name): a change issues a new card. */
  fingerprint: string | null;
  ended_at: string | null;
  end_reason: CardEndReason | null;
}

/**
 * Why a training attestation stopped standing (docs/decisions/044-training-attestation.md): as a card's,
 * or a failed public access test after the one it attests.
 */
export type AttestationEndReason = CardEndReason | 'failed_retest';

/** A training attestation issued: its status-list index comes from the cards' space and is never reused. */
export interface TrainingAttestationsTable {
  status_index: number;
  dog_id: string;
  /** The passed public access test it attests. */
  access_test_id: string;
  issued_at: string;
  /** What it attests (JSON); null once it ended. */
  claims: string | null;
  fingerprint: string | null;
  ended_at: string | null;
  end_reason: AttestationEndReason | null;
}

/** The status lists' index space (one row): its size in bits, and the legacy range every index of which is revoked. */
export interface StatusListSpaceTable {
  id: number;
  size: number;
  /** Indexes 1 to this were registry sequences, used as card indexes before cards were records (migration 0017). */
  legacy_ceiling: number;
  /** Cards issued above the legacy range. */
  issued: number;
  /** 1 until every registration in force has been issued a card of the new kind. */
  backfill_pending: number;
}

export interface TrainersTable {
  license_number: string;
  name: string;
  organization: string | null;
  credential_id: string;
  status: TrainerStatus;
  certified_on: string | null;
  expires_on: string | null;
  is_sample: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The programme it belongs to (migration 0021); the default programme's when not given. */
  programme_id: Generated<number>;
}

export interface PaymentCodesTable {
  code: string;
  note: string | null;
  is_sample: Generated<number>;
  created_at: string;
  used_at: string | null;
  used_by_dog_id: string | null;
  voided_at: string | null;
  /** The programme it belongs to (migration 0021); the default programme's when not given. */
  programme_id: Generated<number>;
}

export interface AdminsTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** The programme whose staff the account is (migration 0021). */
  programme_id: Generated<number>;
  /** 1 for the deployment's operator, who manages the programmes: the earliest account (docs/decisions/041-programmes.md). */
  is_operator: Generated<number>;
  /** 'staff', or 'trainer': records tests and training for its programme's teams only (migration 0027). */
  role: Generated<StaffRole>;
  /** A trainer's listing in its programme's directory; null for staff. */
  trainer_license: string | null;
}

export type StaffRole = 'staff' | 'trainer';

/** A refusal a handler logged (migration 0028): theirs alone to read; the programme sees counts. */
export interface DoorRefusalsTable {
  /** Made on the phone (a UUID): sent twice, stored once. */
  id: string;
  dog_id: string;
  programme_id: number;
  occurred_at: string;
  place_name: string;
  place_kind: string;
  /** What happened (common/refusals.ts, REFUSAL_EVENTS), a JSON array. */
  events: string;
  notes: string;
  created_at: string;
  /** When the handler first drafted a complaint from it; null: none. */
  complaint_drafted_at: string | null;
}

/** A one-time link by which staff invite a trainer of their directory to an account (migration 0027). */
export interface TrainerInvitationsTable {
  token_hash: string;
  programme_id: number;
  trainer_license: string;
  email: string;
  /** The email of the staff member who sent it. */
  invited_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The default programme's id: every row stored before programmes belongs to it (migration 0021). */
export const DEFAULT_PROGRAMME_ID = 1;

/**
 * A programme: the unit of a registry, with its own words, number prefix, contacts, fee, trainers,
 * payment codes, staff and registrations (docs/decisions/041-programmes.md). A null column reads the
 * deployment's setting; the default programme's name and prefix are null (REGISTRY_NAME and
 * REGISTRY_PREFIX), every other programme's are set.
 */
export interface ProgrammesTable {
  id: number;
  slug: string;
  name_en: string | null;
  /** Null: the English name. */
  name_es: string | null;
  /** As numbers show it, such as `SDR-`; unique across the deployment. */
  prefix: string | null;
  tagline_en: string | null;
  tagline_es: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  hours_en: string | null;
  hours_es: string | null;
  fee_cents: number | null;
  /** The logo's storage key; null: none. */
  logo_key: string | null;
  /** 1 for the default programme (id 1) alone. */
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen database copy holds no usable session. */
  id: string;
  /** What the staff area names the session by. */
  handle: string;
  admin_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
  /** When a second factor was last presented; null: signed in with the password alone. */
  second_factor_at: string | null;
  second_factor: SecondFactorKind | null;
  factor_failures: Generated<number>;
  challenge: string | null;
  pending_totp_secret: string | null;
  pending_until: string | null;
}

export type SecondFactorKind = 'passkey' | 'totp' | 'recovery_code';

export interface AdminFactorsTable {
  id: string;
  admin_id: string;
  kind: 'passkey' | 'totp';
  label: string;
  created_at: string;
  last_used_at: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  credential_id: string | null;
  public_key: string | null;
  sign_count: number | null;
  transports: string | null;
}

export interface RecoveryCodesTable {
  code_hash: string;
  admin_id: string;
  created_at: string;
  used_at: string | null;
}

/** Append-only (the database refuses updates and deletes). */
export interface SecurityEventsTable {
  id: Generated<number>;
  at: string;
  event: string;
  result: string;
  admin_id: string | null;
  email: string | null;
  factor: string | null;
  ip: string | null;
  user_agent: string | null;
  details: string | null;
  /** How many identical events this row stands for (migration 0020), the last of them at `last_at`. */
  count: Generated<number>;
  last_at: string | null;
  fold_key: string | null;
}

/** Wrong second-factor codes of one account from every address, and its locks (staff-accounts/second-factor/code-lock.ts). */
export interface SecondFactorLocksTable {
  admin_id: string;
  failures: Generated<number>;
  lockouts: Generated<number>;
  locked_at: string | null;
  locked_until: string | null;
}

export interface ActivityLogTable {
  id: Generated<number>;
  at: string;
  actor_admin_id: string | null;
  actor_label: string;
  action: ActivityAction;
  dog_id: string | null;
  registry_number: string | null;
  details: string | null;
  /** The programme the entry belongs to (migration 0022); entries from before it are the default programme's. */
  programme_id: Generated<number>;
}

/** An email waiting to be sent, sent (bodies cleared), or given up on (failed_at). */
export interface OutboxTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  dog_id: string | null;
  created_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  lease_owner: string | null;
  lease_until: string | null;
}

/** An expiry reminder sent: once per record, reminder and valid-through date. */
export interface SentRemindersTable {
  dog_id: string;
  kind: string;
  valid_through: string;
  sent_at: string;
}

/** A named lease on scheduled work: whoever holds it until lease_until runs the job. */
export interface JobLeasesTable {
  name: string;
  owner: string | null;
  lease_until: string;
  last_run_at: string | null;
}

/** Look-ups of a registration by visitors in one month (YYYY-MM); who looked is never kept. */
export interface LookupCountsTable {
  dog_id: string;
  month: string;
  count: Generated<number>;
}

/**
 * Records per programme and status, kept by triggers (migrations 0013, 0022); a status with none
 * may be absent or 0.
 */
export interface DogStatusCountsTable {
  programme_id: number;
  status: RegistrationStatus;
  n: number;
}

/** Records per programme and month of registration (YYYY-MM), kept by triggers (migrations 0013, 0022). */
export interface DogMonthCountsTable {
  programme_id: number;
  month: string;
  n: number;
}

export interface IdempotencyKeysTable {
  /** SHA-256 of the client's key; the response is encrypted with a key derived from the client's key. */
  key_hash: string;
  request_hash: string;
  response_status: number;
  response_cipher: string;
  created_at: string;
}

export interface RegistryLockTable {
  id: number;
  touched_at: string;
  /** The last registry sequence handed out; it only grows. */
  last_sequence: Generated<number>;
}

export type RetirementReason = 'denied' | 'deleted';

/** A record's number and id after the record is gone: never given out again, and answered as not valid. */
export interface RetiredRegistrationsTable {
  registry_seq: number;
  registry_number: string;
  dog_id: string;
  reason: RetirementReason;
  retired_at: string;
}

/** Sign-in attempts under one key (an account from an address, or an address) in the current window. */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_start: string;
  lockouts: number;
  locked_until: string | null;
}

export interface AdminSetupTokensTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A lost owner link asked for, as typed: a worker looks it up after the answer was sent, then deletes it. */
export interface OwnerLinkRequestsTable {
  id: string;
  registry_number: string;
  email: string;
  base_url: string;
  requested_at: string;
}

/** A registration's latest contact email change made with the owner link (one row per registration). */
export interface OwnerEmailChangesTable {
  dog_id: string;
  /** Told of the change, restored by undoing it, and where recovery goes until new_email is confirmed. */
  previous_email: string;
  new_email: string;
  changed_at: string;
  undo_token_hash: string;
  undo_until: string;
  /** Null once new_email is confirmed. */
  confirm_token_hash: string | null;
  confirmed_at: string | null;
}

/** PostgreSQL only (migration 0016): what dashboard search looks in, one row per record, for counting matches. */
export interface DogSearchTable {
  registry_seq: number;
  status: RegistrationStatus;
  search_text: string;
}

export interface DB {
  programmes: ProgrammesTable;
  service_dogs: ServiceDogsTable;
  dog_search: DogSearchTable;
  trainers: TrainersTable;
  payment_codes: PaymentCodesTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  admin_factors: AdminFactorsTable;
  recovery_codes: RecoveryCodesTable;
  security_events: SecurityEventsTable;
  second_factor_locks: SecondFactorLocksTable;
  activity_log: ActivityLogTable;
  outbox: OutboxTable;
  sent_reminders: SentRemindersTable;
  job_leases: JobLeasesTable;
  cards: CardsTable;
  training_attestations: TrainingAttestationsTable;
  training_log: TrainingLogTable;
  status_list_space: StatusListSpaceTable;
  lookup_counts: LookupCountsTable;
  dog_status_counts: DogStatusCountsTable;
  dog_month_counts: DogMonthCountsTable;
  access_tests: AccessTestsTable;
  idempotency_keys: IdempotencyKeysTable;
  registry_lock: RegistryLockTable;
  retired_registrations: RetiredRegistrationsTable;
  login_throttle: LoginThrottleTable;
  admin_setup_tokens: AdminSetupTokensTable;
  trainer_invitations: TrainerInvitationsTable;
  door_refusals: DoorRefusalsTable;
  owner_link_requests: OwnerLinkRequestsTable;
  owner_email_changes: OwnerEmailChangesTable;
}

export type StaffRow = Selectable<AdminsTable>;
export type ProgrammeRow = Selectable<ProgrammesTable>;

export type RegistrationRow = Selectable<ServiceDogsTable>;
export type NewRegistration = Insertable<ServiceDogsTable>;
export type RegistrationUpdate = Updateable<ServiceDogsTable>;
export type TrainerRow = Selectable<TrainersTable>;
export type PaymentCodeRow = Selectable<PaymentCodesTable>;
export type ActivityLogRow = Selectable<ActivityLogTable>;
export type RetiredRegistrationRow = Selectable<RetiredRegistrationsTable>;
export type AccessTestRow = Selectable<AccessTestsTable>;
export type CardRow = Selectable<CardsTable>;
export type NewCard = Insertable<CardsTable>;
export type AttestationRow = Selectable<TrainingAttestationsTable>;
export type TrainingLogRow = Selectable<TrainingLogTable>;
