/** Shapes of the public API's JSON, shared so the web client reads what the server writes. */
import type { DisplayStatus, DogStatus } from './constants';

export interface PublicConfig {
  registryName: string;
  tagline: string;
  registryPrefix: string;
  feeCents: number;
  feeYears: number;
  contactEmail: string;
  contactPhone: string;
  contactHours: string;
  publicUrl: string | null;
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

export interface DogPublicView {
  id: string;
  registryNumber: string;
  dogName: string;
  dogBreed: string;
  dogAge: string;
  serviceType: string;
  /** The handler's own words when the service type is "Other (Please specify)". */
  serviceTypeOther: string | null;
  photoUrl: string | null;
  thumbnailUrl: string | null;
  status: DogStatus;
  displayStatus: DisplayStatus;
  registrationDate: string;
  lastUpdated: string;
  expiresAt: string;
  /** What a visitor may see of the handler: the name and masked contact. */
  owner: { name: string; phoneMasked: string; emailMasked: string };
  /** True when the caller proved it may see everything (owner link or admin session). */
  full: false;
}

export interface DogFullView extends Omit<DogPublicView, 'full' | 'owner'> {
  full: true;
  owner: { name: string; phone: string; email: string; address: string; phoneMasked: string; emailMasked: string };
  microchipNumber: string | null;
  trainerLicenseNumber: string;
  hasCertificationFile: boolean;
}

export type DogView = DogPublicView | DogFullView;

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
