/** Admin forms and queries, built from the same field rules as registration (the edit form follows the same rules, the photo optional). */
import * as z from 'zod/mini';
import {
  DASHBOARD_PAGE_SIZE,
  DOG_STATUSES,
  PAGE_NUMBER_MAX,
  PAYMENT_CODE_BATCH_MAX,
  SEARCH_MAX_LENGTH,
  STATUS_REASON_MAX_LENGTH,
  TRAINER_STATUSES,
} from './constants';
import { ADMIN_MESSAGES } from './admin-messages';
import { MESSAGES } from './messages';
import { needsReason } from './lifecycle';
import { dogInfoShape, ownerInfoShape, requireOtherServiceType } from './schemas';

export const DOG_SORT_KEYS = [
  'registryNumber',
  'dogName',
  'ownerName',
  'serviceType',
  'registrationDate',
  'status',
] as const;
export type DogSortKey = (typeof DOG_SORT_KEYS)[number];

const searchText = z._default(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH)), '');
const pageNumber = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_NUMBER_MAX)), 1);

export const dogListQuerySchema = z.object({
  search: searchText,
  status: z._default(z.enum(['all', ...DOG_STATUSES]), 'all'),
  sort: z._default(z.enum(DOG_SORT_KEYS), 'registrationDate'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
  page: pageNumber,
});
export type DogListQuery = z.infer<typeof dogListQuerySchema>;
export const DOG_LIST_PAGE_SIZE = DASHBOARD_PAGE_SIZE;

/** Staff's reason for a suspension, revocation or denial: the handler is told it. */
export const statusReasonField = z
  .string({ error: MESSAGES.statusReasonRequired })
  .check(z.trim(), z.maxLength(STATUS_REASON_MAX_LENGTH, ADMIN_MESSAGES.reasonTooLong));

const requireStatusReason = z.superRefine(
  (value: { status: (typeof DOG_STATUSES)[number]; statusReason?: string | undefined }, ctx) => {
    if (needsReason(value.status) && !value.statusReason?.trim()) {
      ctx.issues.push({ code: 'custom', path: ['statusReason'], message: MESSAGES.statusReasonRequired, input: value });
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/** The edit form: every registration field but the trainer's, plus status; the version guards concurrent edits. */
const { trainerLicenseNumber: _trainer, ...editableDogShape } = dogInfoShape;
export const dogEditSchema = z
  .strictObject({
    ...editableDogShape,
    ...ownerInfoShape,
    status: z.enum(DOG_STATUSES),
    /** Kept with a suspended, revoked or denied status; ignored with any other. */
    statusReason: z.optional(statusReasonField),
    version: z.number().check(z.int(), z.minimum(1)),
  })
  .check(requireOtherServiceType, requireStatusReason);

/** Deny: the reason the applicant is told, and whether their payment code may be used again (by default it may). */
export const denySchema = z.strictObject({
  reason: statusReasonField.check(z.minLength(1, MESSAGES.statusReasonRequired)),
  returnPaymentCode: z._default(z.boolean(), true),
});
export type DenyRequest = z.infer<typeof denySchema>;
export type DogEdit = z.infer<typeof dogEditSchema>;

/** A real calendar date as YYYY-MM-DD: 2026-02-31 has the shape but is no day. */
const dateText = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_MESSAGES.dateFormat),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, ADMIN_MESSAGES.realDate),
);

export const trainerSchema = z.strictObject({
  licenseNumber: z
    .string({ error: ADMIN_MESSAGES.directoryIdRequired })
    .check(z.trim(), z.minLength(1, ADMIN_MESSAGES.directoryIdRequired), z.maxLength(40)),
  name: z
    .string({ error: ADMIN_MESSAGES.nameRequired })
    .check(z.trim(), z.minLength(1, ADMIN_MESSAGES.nameRequired), z.maxLength(200)),
  organization: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  credentialId: z
    .string({ error: ADMIN_MESSAGES.credentialIdRequired })
    .check(z.trim(), z.minLength(1, ADMIN_MESSAGES.credentialIdRequired), z.maxLength(80)),
  status: z.enum(TRAINER_STATUSES),
  certifiedOn: z.optional(z.union([z.literal(''), dateText])),
  expiresOn: z.optional(z.union([z.literal(''), dateText])),
});
export type TrainerInput = z.infer<typeof trainerSchema>;

export const paymentCodeBatchSchema = z.strictObject({
  count: z
    .number()
    .check(
      z.int(ADMIN_MESSAGES.wholeNumber),
      z.minimum(1, ADMIN_MESSAGES.atLeastOneCode),
      z.maximum(PAYMENT_CODE_BATCH_MAX, ADMIN_MESSAGES.atMostCodes),
    ),
  note: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

export const pageQuerySchema = z.object({ page: pageNumber, search: searchText });

export const ACCESS_TEST_RESULTS = ['passed', 'failed'] as const;

/** A public access test as staff record it; the next due date caps the registration's validity. */
export const accessTestSchema = z
  .strictObject({
    testedOn: dateText,
    evaluatorLicense: z
      .string({ error: ADMIN_MESSAGES.evaluatorRequired })
      .check(z.trim(), z.minLength(1, ADMIN_MESSAGES.evaluatorRequired), z.maxLength(40)),
    result: z.enum(ACCESS_TEST_RESULTS, { error: ADMIN_MESSAGES.resultRequired }),
    nextDue: z.optional(z.union([z.literal(''), dateText])),
  })
  .check(
    z.refine((test) => !test.nextDue || test.nextDue > test.testedOn, {
      path: ['nextDue'],
      message: ADMIN_MESSAGES.nextDueAfter,
    }),
    z.refine((test) => test.testedOn <= new Date().toISOString().slice(0, 10), {
      path: ['testedOn'],
      message: ADMIN_MESSAGES.notYetTaken,
    }),
  );
export type AccessTestInput = z.infer<typeof accessTestSchema>;
