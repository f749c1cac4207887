/**
 * The API's answers as zod schemas: they write the OpenAPI document and serialise each response, so
 * the document cannot drift from what is sent. Each one `satisfies` its type in common/api.ts,
 * the type the web client reads, so a field added on one side and not the other fails type-checking.
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ACTIVITY_ACTIONS } from '#common/activity-actions';
import type {
  AccessTest,
  ActivityEntry,
  AdminDogDetail,
  AdminDogListItem,
  AdminPaymentCode,
  AdminStats,
  AdminTrainer,
  ApiErrorBody,
  DogFullView,
  DogView,
  LookupLog,
  RegistrationCreated,
  TrainerPublic,
} from '#common/api';
import { DOG_STATUSES, TRAINER_STATUSES } from '#common/constants';

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable, machine-readable: VALIDATION_FAILED, NOT_FOUND…' }),
      message: z.string().meta({ description: 'A sentence to show the person' }),
      fields: z.record(z.string(), z.string()).optional().meta({ description: 'Per-field messages' }),
      reasons: z.record(z.string(), z.string()).optional().meta({ description: 'Per-field refusal codes' }),
    }),
  })
  .meta({ id: 'ApiError' }) satisfies z.ZodType<ApiErrorBody>;

const dogStatus = z.enum(DOG_STATUSES);
const displayStatus = z.enum([...DOG_STATUSES, 'expired']);
const summaryStatus = z.enum(['pending', 'retired', 'deceased']);

const publicFields = {
  id: z.string(),
  registryNumber: z.string(),
  dogName: z.string(),
  dogBreed: z.string(),
  dogAge: z.string(),
  serviceTypeOther: z.string().nullable(),
  photoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  status: dogStatus,
  displayStatus,
  registrationDate: z.string(),
  lastUpdated: z.string(),
  expiresAt: z.string(),
  handlerName: z.string().meta({ description: 'First name and last initial; never contact data' }),
};

const fullFields = {
  ...publicFields,
  view: z.literal('full'),
  serviceType: z.string(),
  showServiceType: z.boolean(),
  owner: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  microchipNumber: z.string().nullable(),
  trainerLicenseNumber: z.string(),
  hasCertificationFile: z.boolean(),
  statusReason: z.string().nullable(),
  paidThrough: z.string(),
  accessTestDue: z.string().nullable(),
};

export const dogFullViewSchema = z.object(fullFields).meta({ id: 'DogFullView' }) satisfies z.ZodType<DogFullView>;

export const dogViewSchema = z
  .discriminatedUnion('view', [
    z.object({ view: z.literal('not_valid'), registryNumber: z.string() }),
    z.object({
      view: z.literal('summary'),
      id: z.string(),
      registryNumber: z.string(),
      dogName: z.string(),
      status: summaryStatus,
      displayStatus: summaryStatus,
    }),
    z.object({ ...publicFields, view: z.literal('public'), serviceType: z.string().nullable() }),
    dogFullViewSchema,
  ])
  .meta({
    id: 'DogView',
    description:
      'What the asker may see: not_valid (revoked, denied, deleted), summary (pending, retired, deceased), public (a visitor), full (the owner link or staff)',
  }) satisfies z.ZodType<DogView>;

export const lookupLogSchema = z.object({
  months: z.array(z.object({ month: z.string(), count: z.number().int() })),
}) satisfies z.ZodType<LookupLog>;

export const registrationCreatedSchema = z.object({
  id: z.string(),
  registryNumber: z.string(),
  ownerToken: z.string().meta({ description: 'Opens the full record (?key=); shown once' }),
}) satisfies z.ZodType<RegistrationCreated>;

export const trainerPublicSchema = z.object({
  licenseNumber: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
  credentialId: z.string(),
  certifiedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
}) satisfies z.ZodType<TrainerPublic>;

export const adminTrainerSchema = trainerPublicSchema.extend({
  status: z.enum(TRAINER_STATUSES),
  isSample: z.boolean(),
  updatedAt: z.string(),
}) satisfies z.ZodType<AdminTrainer>;

export const adminDogDetailSchema = dogFullViewSchema.extend({
  version: z.number().int(),
  certificationFile: z.object({ mime: z.string() }).nullable(),
}) satisfies z.ZodType<AdminDogDetail>;

const adminDogListItemSchema = z.object({
  id: z.string(),
  registryNumber: z.string(),
  dogName: z.string(),
  ownerName: z.string(),
  serviceType: z.string(),
  registrationDate: z.string(),
  status: dogStatus,
  displayStatus,
}) satisfies z.ZodType<AdminDogListItem>;

export const adminStatsSchema = z.object({
  counts: z.record(dogStatus, z.number().int()),
  perMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  sampleData: z.object({ trainers: z.number().int(), paymentCodes: z.number().int() }),
}) satisfies z.ZodType<AdminStats>;

export const accessTestSchema = z.object({
  id: z.string(),
  testedOn: z.string(),
  evaluatorLicense: z.string(),
  result: z.enum(['passed', 'failed']),
  nextDue: z.string().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
}) satisfies z.ZodType<AccessTest>;

const adminPaymentCodeSchema = z.object({
  code: z.string(),
  note: z.string().nullable(),
  isSample: z.boolean(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  usedBy: z.object({ id: z.string(), registryNumber: z.string(), dogName: z.string() }).nullable(),
}) satisfies z.ZodType<AdminPaymentCode>;

const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.enum(Object.values(ACTIVITY_ACTIONS) as [string, ...string[]]),
  dogId: z.string().nullable(),
  registryNumber: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
}) satisfies z.ZodType<Omit<ActivityEntry, 'action'> & { action: string }>;

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const adminDogPageSchema = pageOf(adminDogListItemSchema);
export const adminTrainerPageSchema = pageOf(adminTrainerSchema);
export const adminPaymentCodePageSchema = pageOf(adminPaymentCodeSchema);
export const activityPageSchema = pageOf(activityEntrySchema);

/** A 204: no body. */
export const noContent = z.null().meta({ description: 'No content' });

/** A body sent as it is (a file, a stream, a signed token), not serialised from JSON. */
const rawBody = z.custom<Readable | Buffer | string>(() => true).meta({ type: 'string', format: 'binary' });

/** A response that is not JSON: its media types, and what the body is. */
export function mediaResponse(mediaTypes: string | string[], description: string) {
  const content = Object.fromEntries([mediaTypes].flat().map((type) => [type, { schema: rawBody }]));
  return { description, content };
}
