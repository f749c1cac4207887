/** Shapes of the public API's JSON, shared so the web client reads what the server writes. */
import type { ActivityAction } from './activity-actions';
import type { DisplayStatus, DogStatus, TrainerStatus } from './constants';

export interface PublicConfig {
  registryName: string;
  tagline: string;
  registryPrefix: string;
  feeCents: number;
  validityYears: number;
  contactEmail: string;
  contactPhone: string;
  contactHours: string;
  publicUrl: string | null;
  /** How a handler gets a payment confirmation number (PAYMENT_HELP_TEXT), and an optional page for it. */
  paymentHelpText: string;
  paymentHelpUrl: string | null;
}

export interface TrainerPublic {
  licenseNumber: string;
  name: string;
  organization: string | null;
  credentialId: string;
  certifiedOn: string | null;
  expiresOn: string | null;
}

export interface RegistrationCreated {
  id: string;
  registryNumber: string;
  ownerToken: string;
}

/**
 * What a look-up or a card shows depends on the record and on who asks (docs/CARD.md): a visitor
 * sees a valid registration without contact data or, unless the handler chose to show it, the
 * service type; a pending, retired or deceased one as its number and dog name only; a revoked, denied
 * or deleted one as "not a valid registration" and nothing more (docs/decisions/010-team-lifecycle.md). The owner link and staff see everything.
 */
export interface DogNotValidView {
  view: 'not_valid';
  registryNumber: string;
}

/** Statuses a visitor sees as the number and dog name only: not yet reviewed, or no longer working. */
export type SummaryStatus = 'pending' | 'retired' | 'deceased';

export interface DogSummaryView {
  view: 'summary';
  id: string;
  registryNumber: string;
  dogName: string;
  status: SummaryStatus;
  displayStatus: SummaryStatus;
}

export interface DogPublicView {
  view: 'public';
  id: string;
  registryNumber: string;
  dogName: string;
  dogBreed: string;
  dogAge: string;
  /** Null unless the handler chose to show it: a service type discloses a disability. */
  serviceType: string | null;
  /** The handler's own words when the service type is "Other (Please specify)". */
  serviceTypeOther: string | null;
  photoUrl: string | null;
  thumbnailUrl: string | null;
  status: DogStatus;
  displayStatus: DisplayStatus;
  registrationDate: string;
  lastUpdated: string;
  expiresAt: string;
  /** First name and last initial ("Jordan E."); never contact data. */
  handlerName: string;
}

export interface DogFullView extends Omit<DogPublicView, 'view' | 'serviceType'> {
  view: 'full';
  serviceType: string;
  /** Whether visitors see the service type. */
  showServiceType: boolean;
  owner: { name: string; phone: string; email: string; address: string };
  microchipNumber: string | null;
  trainerLicenseNumber: string;
  hasCertificationFile: boolean;
  /** Staff's reason for a suspended, revoked or denied status. */
  statusReason: string | null;
  /** What the fees paid for; expiresAt is earlier when the next public access test is due first. */
  paidThrough: string;
  /** The next public access test's due date (YYYY-MM-DD), when staff recorded one. */
  accessTestDue: string | null;
}

export interface AccessTest {
  id: string;
  testedOn: string;
  evaluatorLicense: string;
  result: 'passed' | 'failed';
  nextDue: string | null;
  recordedBy: string;
  recordedAt: string;
}

export type DogView = DogNotValidView | DogSummaryView | DogPublicView | DogFullView;
/** A view that shows a registration's details (the card). */
export type DogCardView = DogPublicView | DogFullView;

/** The error code of a 401 from a route that needs an admin session and found none live. */
export const SESSION_REQUIRED_CODE = 'UNAUTHENTICATED';

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export interface AdminDogListItem {
  id: string;
  registryNumber: string;
  dogName: string;
  ownerName: string;
  serviceType: string;
  registrationDate: string;
  status: DogStatus;
  displayStatus: DisplayStatus;
}

export type AdminDogList = Page<AdminDogListItem>;
export interface AdminStats {
  counts: Record<DogStatus, number>;
  /** The last twelve months, oldest first, as YYYY-MM. */
  perMonth: { month: string; count: number }[];
  sampleData: { trainers: number; paymentCodes: number };
}

export interface AdminDogDetail extends DogFullView {
  version: number;
  certificationFile: { mime: string } | null;
}

export interface AdminTrainer extends TrainerPublic {
  status: TrainerStatus;
  isSample: boolean;
  updatedAt: string;
}

export interface AdminPaymentCode {
  code: string;
  note: string | null;
  isSample: boolean;
  createdAt: string;
  usedAt: string | null;
  voidedAt: string | null;
  usedBy: { id: string; registryNumber: string; dogName: string } | null;
}

export interface ActivityEntry {
  id: number;
  at: string;
  actor: string;
  action: ActivityAction;
  dogId: string | null;
  registryNumber: string | null;
  details: Record<string, unknown> | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The handler's verification log: visitors' look-ups per month (YYYY-MM), oldest first; never who looked. */
export interface LookupLog {
  months: { month: string; count: number }[];
}
