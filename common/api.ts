/**
 * Types of the public API's JSON, inferred from the zod schemas in common/api-schemas.ts that write
 * the OpenAPI document and serialise each response: the web client reads exactly what the server
 * writes, and there is no second description to keep in step. Type-only imports: the web bundle
 * gets the types and SESSION_REQUIRED_CODE, never a schema.
 */
import type { z } from 'zod';
import type * as api from './api-schemas';

export type PublicConfig = z.infer<typeof api.publicConfigSchema>;
export type PublicProgramme = z.infer<typeof api.publicProgrammeSchema>;
export type Policies = z.infer<typeof api.policiesSchema>;
export type TrainerPublic = z.infer<typeof api.trainerPublicSchema>;
export type RegistrationCreated = z.infer<typeof api.registrationCreatedSchema>;
export type OwnerLinkRequested = z.infer<typeof api.ownerLinkRequestedSchema>;
export type PaymentCodeCheck = z.infer<typeof api.paymentCodeCheckSchema>;
export type Health = z.infer<typeof api.healthSchema>;

/** What a look-up or a card shows depends on the record and on who asks: see `registrationViewSchema`. */
export type RegistrationView = z.infer<typeof api.registrationViewSchema>;
export type RegistrationNotValidView = z.infer<typeof api.registrationNotValidViewSchema>;
export type RegistrationSummaryView = z.infer<typeof api.registrationSummaryViewSchema>;
export type RegistrationPublicView = z.infer<typeof api.registrationPublicViewSchema>;
export type RegistrationFullView = z.infer<typeof api.registrationFullViewSchema>;
export type ContactSaved = z.infer<typeof api.contactSavedSchema>;
/** A view that shows a registration's details (the card). */
export type RegistrationCardView = RegistrationPublicView | RegistrationFullView;
/** Statuses a visitor sees as the number and dog name only: not yet reviewed, or no longer working. */
export type SummaryStatus = RegistrationSummaryView['status'];
export type LookupLog = z.infer<typeof api.lookupLogSchema>;

/** The error code of a 401 from a route that needs an admin session and found none live. */
export const SESSION_REQUIRED_CODE = 'UNAUTHENTICATED';
/** Signed in with the password alone: the session can only enrol or present a second factor. */
export const MFA_REQUIRED_CODE = 'MFA_REQUIRED';
/** A trainer's account asked for what only staff may do (docs/decisions/046-trainer-accounts.md). */
export const STAFF_ONLY_CODE = 'STAFF_ONLY';
/** Changing a password, email or factor, or deleting a record, needs a second factor presented in the last five minutes. */
export const FRESH_SECOND_FACTOR_CODE = 'FRESH_SECOND_FACTOR_REQUIRED';

/** Every error the API sends: `{error: {code, message, fields?, reasons?}}`. */
export type ApiErrorBody = z.infer<typeof api.apiErrorSchema>;

export type SignedInStaff = z.infer<typeof api.signedInStaffSchema>;
export type Session = z.infer<typeof api.sessionSchema>;
export type InvitationAnswer = z.infer<typeof api.invitationAnswerSchema>;
export type InvitationCheck = z.infer<typeof api.invitationCheckSchema>;
export type TeamSummary = z.infer<typeof api.teamSummarySchema>;
export type Refusal = z.infer<typeof api.refusalSchema>;
export type RefusalReport = z.infer<typeof api.refusalReportSchema>;
export type HandOff = z.infer<typeof api.handOffSchema>;
export type HandOffList = z.infer<typeof api.handOffListSchema>;
export type SignedIn = z.infer<typeof api.signedInSchema>;
export type SetupLinkCheck = z.infer<typeof api.setupLinkCheckSchema>;
export type SecondFactorStep = z.infer<typeof api.secondFactorStepSchema>;
export type Factor = z.infer<typeof api.factorSchema>;
export type FactorList = z.infer<typeof api.factorListSchema>;
export type TotpEnrolment = z.infer<typeof api.totpEnrolmentSchema>;
export type Enrolled = z.infer<typeof api.enrolledSchema>;
export type StaffSessionEntry = z.infer<typeof api.staffSessionSchema>;
export type SecurityEventEntry = z.infer<typeof api.securityEventSchema>;

export type StaffRegistrationListItem = z.infer<typeof api.staffRegistrationListItemSchema>;
export type StaffRegistrationList = z.infer<typeof api.staffRegistrationPageSchema>;
export type StaffStats = z.infer<typeof api.staffStatsSchema>;
export type StaffRegistrationDetail = z.infer<typeof api.staffRegistrationDetailSchema>;
export type AccessTest = z.infer<typeof api.accessTestSchema>;
export type TrainingLogEntry = z.infer<typeof api.trainingLogEntrySchema>;
export type AccessTestList = z.infer<typeof api.accessTestListSchema>;
export type StaffTrainer = z.infer<typeof api.staffTrainerSchema>;
export type StaffPaymentCode = z.infer<typeof api.staffPaymentCodeSchema>;
export type PaymentCodeBatchCreated = z.infer<typeof api.paymentCodeBatchCreatedSchema>;
export type PaymentCodeVoided = z.infer<typeof api.paymentCodeVoidedSchema>;
export type ActivityEntry = z.infer<typeof api.activityEntrySchema>;
export type SampleDataRemoved = z.infer<typeof api.sampleDataRemovedSchema>;

/** One page of a list: `items` of any row type, with the page fields every list answer has. */
export type Page<T> = { items: T[] } & z.infer<z.ZodObject<typeof api.pageFields>>;
