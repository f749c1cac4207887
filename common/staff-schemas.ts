/** Admin forms and queries, built from the same field rules as registration (the edit form follows the same rules, the photo optional). */
import { CHECKLIST_ITEM_IDS, checklistResult, PLACE_KINDS } from './access-test-checklist';
import * as z from 'zod/mini';
import {
  DASHBOARD_PAGE_SIZE,
  REGISTRATION_STATUSES,
  PAGE_NUMBER_MAX,
  PAYMENT_CODE_BATCH_MAX,
  SEARCH_MAX_LENGTH,
  STATUS_REASON_MAX_LENGTH,
  TRAINER_STATUSES,
} from './constants';
import { STAFF_MESSAGES } from './staff-messages';
import { MESSAGES } from './messages';
import { needsReason } from './lifecycle';
import {
  dogInfoShape,
  NOT_BLANK,
  OTHER_SERVICE_TYPE_RULE,
  handlerInfoShape,
  requiredTrimmed,
  requireOtherServiceType,
  STATUS_REASON_RULE,
} from './schemas';

export const REGISTRATION_SORT_KEYS = [
  'registryNumber',
  'dogName',
  'ownerName',
  'serviceType',
  'registrationDate',
  'status',
] as const;
export type RegistrationSortKey = (typeof REGISTRATION_SORT_KEYS)[number];

const searchText = z._default(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH)), '');
const pageNumber = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_NUMBER_MAX)), 1);

/**
 * The dashboard's filter: a stored status, or one of the dates' views of an active registration.
 * `active` is an active one within its dates, `expired` one past them (what its card shows), and
 * `expiring` one whose dates end within EXPIRING_WITHIN_DAYS.
 */
export const REGISTRATION_FILTERS = ['all', ...REGISTRATION_STATUSES, 'expiring', 'expired'] as const;
export type RegistrationFilterName = (typeof REGISTRATION_FILTERS)[number];

export const registrationListQuerySchema = z.object({
  search: searchText,
  status: z._default(z.enum(REGISTRATION_FILTERS), 'all'),
  sort: z._default(z.enum(REGISTRATION_SORT_KEYS), 'registrationDate'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
  page: pageNumber,
});
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;
export const REGISTRATION_LIST_PAGE_SIZE = DASHBOARD_PAGE_SIZE;

/** Staff's reason for a suspension, revocation or denial: the handler is told it. */
export const statusReasonField = z
  .string({ error: MESSAGES.statusReasonRequired })
  .check(z.trim(), z.maxLength(STATUS_REASON_MAX_LENGTH, STAFF_MESSAGES.reasonTooLong));

const requireStatusReason = z.superRefine(
  (value: { status?: unknown; statusReason?: unknown }, ctx) => {
    // It runs on the input as sent, whatever the field checks said: either field may be of another type.
    const status = REGISTRATION_STATUSES.find((known) => known === value.status);
    const reason = value.statusReason;
    if (status && needsReason(status) && !(typeof reason === 'string' && reason.trim())) {
      ctx.issues.push({ code: 'custom', path: ['statusReason'], message: MESSAGES.statusReasonRequired, input: value });
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/** The edit form: every registration field but the trainer's, plus status; the version guards concurrent edits. */
const { trainerLicenseNumber: _trainer, ...editableDogShape } = dogInfoShape;
export const registrationEditSchema = z
  .strictObject({
    ...editableDogShape,
    ...handlerInfoShape,
    status: z.enum(REGISTRATION_STATUSES),
    /** Kept with a suspended, revoked or denied status; ignored with any other. */
    statusReason: z.optional(statusReasonField),
    version: z.number().check(z.int(), z.minimum(1)),
  })
  .check(requireOtherServiceType, requireStatusReason)
  .register(z.globalRegistry, { allOf: [OTHER_SERVICE_TYPE_RULE, STATUS_REASON_RULE] });

/** Deny: the reason the applicant is told, and whether their payment code may be used again (by default it may). */
export const denySchema = z.strictObject({
  reason: statusReasonField.check(
    z.minLength(1, MESSAGES.statusReasonRequired),
    z.regex(NOT_BLANK, MESSAGES.statusReasonRequired),
  ),
  returnPaymentCode: z._default(z.boolean(), true),
});
export type DenyRequest = z.infer<typeof denySchema>;
export type RegistrationEdit = z.infer<typeof registrationEditSchema>;

/**
 * A real calendar date as YYYY-MM-DD: 2026-02-31 has the shape but is no day. The document says it
 * as JSON Schema's `format: date` (RFC 3339 full-date), which is the same rule.
 */
const dateText = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, STAFF_MESSAGES.dateFormat),
    z.refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, STAFF_MESSAGES.realDate),
  )
  .register(z.globalRegistry, { format: 'date' });

export const trainerSchema = z.strictObject({
  licenseNumber: requiredTrimmed(STAFF_MESSAGES.directoryIdRequired, 40),
  name: requiredTrimmed(STAFF_MESSAGES.nameRequired, 200),
  organization: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  credentialId: requiredTrimmed(STAFF_MESSAGES.credentialIdRequired, 80),
  status: z.enum(TRAINER_STATUSES),
  certifiedOn: z.optional(z.union([z.literal(''), dateText])),
  expiresOn: z.optional(z.union([z.literal(''), dateText])),
});
export type TrainerInput = z.infer<typeof trainerSchema>;

export const paymentCodeBatchSchema = z.strictObject({
  count: z
    .number()
    .check(
      z.int(STAFF_MESSAGES.wholeNumber),
      z.minimum(1, STAFF_MESSAGES.atLeastOneCode),
      z.maximum(PAYMENT_CODE_BATCH_MAX, STAFF_MESSAGES.atMostCodes),
    ),
  note: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

export const pageQuerySchema = z.object({ page: pageNumber, search: searchText });

export const ACCESS_TEST_RESULTS = ['passed', 'failed'] as const;

/** A public access test as staff record it; the next due date caps the registration's validity. */
export const accessTestSchema = z
  .strictObject({
    testedOn: dateText,
    evaluatorLicense: requiredTrimmed(STAFF_MESSAGES.evaluatorRequired, 40),
    result: z.enum(ACCESS_TEST_RESULTS, { error: STAFF_MESSAGES.resultRequired }),
    nextDue: z.optional(z.union([z.literal(''), dateText])),
    placeKind: z.optional(z.enum(PLACE_KINDS)),
    /** Each item of the checklist (common/access-test-checklist.ts) passed or not; the result follows it. */
    items: z.optional(z.partialRecord(z.enum(CHECKLIST_ITEM_IDS), z.boolean())),
    notes: z.optional(z.string().check(z.trim(), z.maxLength(1000, STAFF_MESSAGES.notesTooLong))),
  })
  .check(
    z.refine((test) => !test.items || test.result === checklistResult(test.items), {
      path: ['result'],
      message: STAFF_MESSAGES.resultFollowsChecklist,
    }),
    z.refine((test) => !test.nextDue || test.nextDue > test.testedOn, {
      path: ['nextDue'],
      message: STAFF_MESSAGES.nextDueAfter,
    }),
    z.refine((test) => test.testedOn <= new Date().toISOString().slice(0, 10), {
      path: ['testedOn'],
      message: STAFF_MESSAGES.notYetTaken,
    }),
  )
  .register(z.globalRegistry, {
    description:
      'Rules between fields, which JSON Schema cannot state: testedOn is not after today (UTC), and nextDue, when given, is after testedOn; with the checklist (items), result is what it gives: passed when every must-pass item passed, failed otherwise. The evaluator is a trainer listed and current on testedOn.',
  });
export type AccessTestInput = z.infer<typeof accessTestSchema>;

/** A training session, logged by staff; private to the programme and the handler (docs/decisions/045-access-test-checklist.md). */
export const trainingLogEntrySchema = z
  .strictObject({
    loggedOn: dateText,
    hours: z
      .number({ error: STAFF_MESSAGES.hoursRange })
      .check(
        z.gte(0.25, STAFF_MESSAGES.hoursRange),
        z.lte(24, STAFF_MESSAGES.hoursRange),
        z.multipleOf(0.25, STAFF_MESSAGES.hoursRange),
      ),
    skills: requiredTrimmed(STAFF_MESSAGES.skillsRequired, 300, STAFF_MESSAGES.skillsTooLong),
  })
  .check(
    z.refine((entry) => entry.loggedOn <= new Date().toISOString().slice(0, 10), {
      path: ['loggedOn'],
      message: STAFF_MESSAGES.notYetHappened,
    }),
  );
export type TrainingLogEntryInput = z.infer<typeof trainingLogEntrySchema>;

/** Staff invite a trainer of their directory to an account: the address the one-time link goes to. */
export const trainerInvitationSchema = z.strictObject({
  email: z.email({ error: MESSAGES.ownerEmailInvalid }).check(z.maxLength(254, MESSAGES.ownerEmailInvalid)),
});
export type TrainerInvitationInput = z.infer<typeof trainerInvitationSchema>;
