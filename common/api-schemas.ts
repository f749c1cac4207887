/**
 * The API's answers as zod schemas, the one description of them: they write the OpenAPI document
 * and serialise each response on the server, and common/api.ts infers from them the types the web
 * client reads. A field added here reaches all three at once; nothing else describes an answer.
 *
 * Classic zod (not zod/mini as in the form schemas): the server and the document need `.meta()`.
 * The web app imports only the inferred types (common/api.ts), so no schema here reaches its bundle.
 */
import { z } from 'zod';
import { TASK_CATEGORIES } from './task-categories';
import { REFUSAL_EVENTS, REFUSAL_PLACE_KINDS } from './door-refusals';
import { ACTIVITY_ACTIONS, type ActivityAction } from './activity-actions';
import { REGISTRATION_STATUSES, TRAINER_STATUSES } from './constants';

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable, machine-readable: VALIDATION_FAILED, NOT_FOUND…' }),
      message: z.string().meta({ description: 'A sentence to show the person' }),
      fields: z.record(z.string(), z.string()).optional().meta({ description: 'Per-field messages' }),
      reasons: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'Per-field refusal codes (a used payment code, an expired trainer listing)' }),
    }),
  })
  .meta({ id: 'ApiError' });

/** A text the registry configures, in each language the site speaks. */
function inBothLanguages(description: string) {
  return z.object({ en: z.string(), es: z.string() }).meta({ description });
}

export const publicConfigSchema = z.object({
  registryName: z.string(),
  tagline: inBothLanguages('Under the name on the home page (REGISTRY_TAGLINE, REGISTRY_TAGLINE_ES)'),
  registryPrefix: z.string(),
  feeCents: z.number().int(),
  validityYears: z.number().int(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactHours: inBothLanguages('When the registry answers the phone (CONTACT_HOURS, CONTACT_HOURS_ES)'),
  publicUrl: z.string().nullable(),
  paymentHelpText: inBothLanguages(
    'How a handler gets a payment confirmation number (PAYMENT_HELP_TEXT, PAYMENT_HELP_TEXT_ES)',
  ),
  paymentHelpUrl: z.string().nullable().meta({ description: 'An optional page about paying' }),
  sendsEmail: z.boolean().meta({
    description:
      'Whether the registry sends email (SMTP_URL); without it, staff pass owner links and notices on by hand',
  }),
});

/** A programme of the registry as the public sees it (docs/decisions/041-programmes.md). */
export const publicProgrammeSchema = z
  .object({
    slug: z.string().meta({ description: 'Its address in the registry: /p/{slug}' }),
    isDefault: z.boolean(),
    name: inBothLanguages("The programme's name"),
    tagline: inBothLanguages('A line under its name'),
    prefix: z.string().meta({ description: 'How its registry numbers begin' }),
    contactEmail: z.string(),
    contactPhone: z.string(),
    hours: inBothLanguages('When it answers the phone'),
    feeCents: z.number().int(),
    logoUrl: z
      .string()
      .nullable()
      .meta({ description: 'Its logo, set with `programmes update --logo`; null for none' }),
  })
  .meta({ id: 'Programme' });

export const programmeListSchema = z.object({
  programmes: z.array(publicProgrammeSchema).meta({ description: 'Every programme, the default one first' }),
});

/** An operator's own paragraphs in each language, null where it wrote none. */
const operatorWords = (setting: string) =>
  z
    .object({ en: z.string().nullable(), es: z.string().nullable() })
    .meta({ description: `The operator's own paragraphs for this page (${setting}, ${setting}_ES)` });

export const policiesSchema = z
  .object({
    operator: z.string().meta({ description: 'Who runs the registry (REGISTRY_OPERATOR)' }),
    operatorAddress: z.string().nullable().meta({ description: 'Its postal address (REGISTRY_OPERATOR_ADDRESS)' }),
    texts: z.object({
      about: operatorWords('ABOUT_TEXT'),
      privacy: operatorWords('PRIVACY_TEXT'),
      terms: operatorWords('TERMS_TEXT'),
    }),
    retention: z
      .object({
        idempotencyHours: z.number(),
        sessionIdleMinutes: z.number(),
        sessionAbsoluteHours: z.number(),
        signInCounterDays: z.number(),
        setupLinkDays: z.number(),
        orphanFileDays: z.number(),
        emailFileDays: z.number().nullable().meta({
          description: 'Days emails are kept as files when the registry sends none (no SMTP_URL); null with SMTP',
        }),
      })
      .meta({ description: 'How long the server keeps what it prunes (docs/DEPLOYMENT.md, "Retention")' }),
  })
  .meta({ id: 'Policies' });

const dogStatus = z.enum(REGISTRATION_STATUSES);
const displayStatus = z
  .enum([...REGISTRATION_STATUSES, 'expired'])
  .meta({ description: 'The stored status, or expired for an active record past its validity date' });
/** Statuses a visitor sees as the number and dog name only: not yet reviewed, or no longer working. */
const summaryStatus = z.enum(['pending', 'retired', 'deceased']);

const publicFields = {
  id: z.string(),
  registryNumber: z.string(),
  dogName: z.string(),
  dogBreed: z.string(),
  dogAge: z.string(),
  serviceTypeOther: z
    .string()
    .nullable()
    .meta({ description: 'The handler’s own words when the service type is "Other (Please specify)"' }),
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
  showServiceType: z.boolean().meta({ description: 'Whether visitors see the service type' }),
  owner: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  microchipNumber: z.string().nullable(),
  trainerLicenseNumber: z.string(),
  hasCertificationFile: z.boolean(),
  signingProgramme: z
    .object({
      slug: z.string(),
      name: z.object({ en: z.string(), es: z.string() }),
      contactEmail: z.string(),
      contactPhone: z.string(),
      hours: z.object({ en: z.string(), es: z.string() }),
    })
    .optional()
    .meta({
      description:
        "The programme whose key signs the card and whose name, DID and contacts the printed card and the handler's pages show, when not the registry's default programme (decision 043); left out for the default programme's records, which show the registry's own",
    }),
  taskCategories: z.array(z.enum(TASK_CATEGORIES)).meta({
    description: 'Kinds of task the handler chose to have named on the training attestation; empty: none',
  }),
  training: z
    .object({ passedOn: z.string().meta({ description: 'YYYY-MM-DD' }) })
    .nullable()
    .optional()
    .meta({
      description:
        "The team's training attestation stands: its last public access test was passed on this day and the registration is in force; its letter prints from the owner link and the staff record (decision 044)",
    }),
  statusReason: z.string().nullable().meta({ description: 'Staff’s reason for a suspended, revoked or denied status' }),
  paidThrough: z.string().meta({
    description: 'What the fees paid for; expiresAt is earlier when the next public access test is due first',
  }),
  accessTestDue: z
    .string()
    .nullable()
    .meta({ description: 'The next public access test’s due date (YYYY-MM-DD), when staff recorded one' }),
};

export const registrationNotValidViewSchema = z.object({
  view: z.literal('not_valid'),
  registryNumber: z.string(),
  revoked: z.boolean().meta({
    description: 'True when the registry revoked it (as its cards’ status list says); false when denied or deleted',
  }),
});
export const registrationSummaryViewSchema = z.object({
  view: z.literal('summary'),
  id: z.string(),
  registryNumber: z.string(),
  dogName: z.string(),
  status: summaryStatus,
  displayStatus: summaryStatus,
});
export const registrationPublicViewSchema = z.object({
  ...publicFields,
  view: z.literal('public'),
  serviceType: z
    .string()
    .nullable()
    .meta({ description: 'Null unless the handler chose to show it: a service type discloses a disability' }),
});
export const registrationFullViewSchema = z.object(fullFields).meta({ id: 'RegistrationFullView' });
/** The owner link's contact form's answer: the record, and whether a new email was asked to confirm itself. */
export const contactSavedSchema = registrationFullViewSchema.extend({
  emailConfirmationSent: z.boolean().meta({
    description:
      'True when the owner link set a new email: a link to confirm it was sent there, and the address before was told',
  }),
});

/**
 * What a look-up or a card shows depends on the record and on who asks (docs/CARD.md): a visitor
 * sees a valid registration without contact data or, unless the handler chose to show it, the
 * service type; a pending, retired or deceased one as its number and dog name only; a revoked, denied
 * or deleted one as "not a valid registration" and nothing more (docs/decisions/010-team-lifecycle.md).
 * The owner link and staff see everything.
 */
export const registrationViewSchema = z
  .discriminatedUnion('view', [
    registrationNotValidViewSchema,
    registrationSummaryViewSchema,
    registrationPublicViewSchema,
    registrationFullViewSchema,
  ])
  .meta({
    id: 'RegistrationView',
    description:
      'What the asker may see: not_valid (revoked, denied, deleted), summary (pending, retired, deceased), public (a visitor), full (the owner link or staff)',
  });

const monthCounts = z.array(z.object({ month: z.string().meta({ description: 'YYYY-MM' }), count: z.number().int() }));

/** The handler's verification log: visitors' look-ups per month, oldest first; never who looked. */
export const lookupLogSchema = z.object({ months: monthCounts });

export const registrationCreatedSchema = z.object({
  id: z.string(),
  registryNumber: z.string(),
  ownerToken: z.string().meta({ description: 'Opens the full record (?key=); shown once' }),
});

export const ownerLinkRequestedSchema = z.object({ message: z.string() });

export const trainerPublicSchema = z.object({
  licenseNumber: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
  credentialId: z.string(),
  certifiedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
});

export const paymentCodeCheckSchema = z.object({
  valid: z.boolean(),
  message: z.string().optional().meta({ description: 'Why the code cannot pay, when it cannot' }),
});

export const healthSchema = z.object({
  /** `degraded`: serving every request, with something less than configured (still 200, so instances stay in rotation). */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
  reasons: z.array(z.string()).optional(),
});

/** /api/health/live: the process answers; nothing else is asked. */
export const livenessSchema = z.object({ status: z.literal('ok') });

const dependencyState = z.enum(['ok', 'unavailable']);

/** /api/health/ready: what the server needs to serve, each checked now. Names no address, host or setting. */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']).meta({
    description:
      '`unavailable` (503): the database or the file storage is not ready; `degraded` (200): serving, with Redis unreachable, so rate limits are counted per instance',
  }),
  checks: z.object({
    database: dependencyState,
    storage: dependencyState.meta({ description: 'Where uploaded photos and certification files live' }),
    redis: z
      .enum(['ok', 'unavailable', 'off'])
      .meta({ description: '`off`: no REDIS_URL, rate limits are counted per instance by design' }),
  }),
  reasons: z.array(z.string()).optional().meta({ description: 'A sentence for each check not `ok`' }),
});

export const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

// The card as a W3C Verifiable Credential document (Data Integrity, eddsa-rdfc-2022), and what it
// refers to. JSON-LD documents: the members named are what the registry writes, and more are allowed.

export const dataIntegrityProofSchema = z.looseObject({
  type: z.literal('DataIntegrityProof'),
  cryptosuite: z.literal('eddsa-rdfc-2022'),
  created: z.string().optional(),
  verificationMethod: z.string().meta({ description: "A key in the registry's DID document" }),
  proofPurpose: z.literal('assertionMethod'),
  proofValue: z.string(),
});

export const didDocumentSchema = z.looseObject({
  '@context': z.array(z.string()),
  id: z.string().meta({ description: "did:web of the registry's host" }),
  verificationMethod: z.array(
    z.looseObject({
      id: z.string(),
      type: z.literal('Multikey'),
      controller: z.string(),
      publicKeyMultibase: z.string(),
    }),
  ),
  assertionMethod: z.array(z.string()).meta({ description: 'The keys that may sign documents: none retired' }),
});

export const jsonLdContextSchema = z.object({ '@context': z.record(z.string(), z.unknown()) });

const statusListEntrySchema = z.looseObject({
  id: z.string(),
  type: z.literal('BitstringStatusListEntry'),
  statusPurpose: z.enum(['revocation', 'suspension', 'refresh']),
  statusListIndex: z.string(),
  statusListCredential: z.string(),
});

/** The card's document as the registry writes it, before the proof that secures it. */
export const cardDocumentSchema = z.looseObject({
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  issuer: z.looseObject({ id: z.string(), name: z.string() }),
  validFrom: z.string(),
  validUntil: z.string(),
  credentialSubject: z.looseObject({
    id: z.string(),
    type: z.literal('ServiceDogTeam'),
    dogName: z.string(),
    breed: z.string(),
    handlerName: z.string().meta({ description: 'First name and last initial' }),
    registryNumber: z.string(),
    serviceType: z.string().optional().meta({ description: 'Only where the handler chose to show it' }),
  }),
  credentialStatus: z.array(statusListEntrySchema),
});

export const credentialDocumentSchema = cardDocumentSchema.extend({ proof: dataIntegrityProofSchema });

/**
 * A team's training attestation (docs/decisions/044-training-attestation.md): the programme that trained
 * the dog attests that it was individually trained to perform tasks for its handler and passed a public
 * access test, naming the trainer who conducted it. Never contact data, a diagnosis or a task.
 */
export const trainingAttestationSchema = z.looseObject({
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  issuer: z.looseObject({ id: z.string(), name: z.string().meta({ description: "The programme's name" }) }),
  validFrom: z.string(),
  validUntil: z
    .string()
    .optional()
    .meta({ description: 'The end of the day the next public access test is due, when set' }),
  credentialSubject: z.looseObject({
    id: z.string(),
    type: z.literal('ServiceDogTeam'),
    dogName: z.string(),
    handlerName: z.string().meta({ description: 'First name and last initial' }),
    registryNumber: z.string(),
    individuallyTrained: z.literal(true),
    trainingStatement: z.string(),
    publicAccessTestPassedOn: z.string().meta({ description: 'YYYY-MM-DD' }),
    nextTestDue: z.string().optional().meta({ description: 'YYYY-MM-DD, when set' }),
    testedBy: z.string().optional().meta({ description: "The trainer's name in the programme's directory" }),
    testedByTrainerId: z.string().meta({ description: "The trainer's directory ID" }),
    taskCategories: z
      .array(z.enum(TASK_CATEGORIES))
      .optional()
      .meta({ description: 'Kinds of task, only where the handler chose to name them' }),
  }),
  credentialStatus: z.array(statusListEntrySchema),
});

export const trainingAttestationDocumentSchema = trainingAttestationSchema.extend({ proof: dataIntegrityProofSchema });

/** A W3C Bitstring Status List credential, before it is secured (a JWS around it, or a Data Integrity proof). */
export const statusListCredentialSchema = z.looseObject({
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  issuer: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  credentialSubject: z.looseObject({
    id: z.string(),
    type: z.literal('BitstringStatusList'),
    statusPurpose: z.enum(['revocation', 'suspension', 'refresh']),
    encodedList: z.string().meta({ description: "Multibase 'u', base64url of the GZIP-compressed bitstring" }),
  }),
});

export const statusListDocumentSchema = statusListCredentialSchema.extend({ proof: dataIntegrityProofSchema });

// Staff

export const signedInStaffSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['staff', 'trainer']).meta({
    description: "'trainer': an account of the programme's directory, which records tests and training only",
  }),
  trainer: z
    .object({ licenseNumber: z.string(), name: z.string() })
    .nullable()
    .meta({ description: "A trainer account's directory listing; null for staff" }),
});
/** Staff invited a trainer: the one-time link, also emailed when the registry sends email (`emailed`). */
export const invitationAnswerSchema = z.object({
  email: z.string(),
  expiresAt: z.string(),
  emailed: z
    .boolean()
    .meta({ description: 'Whether the registry sends email (SMTP_URL); otherwise pass the link on by hand' }),
  link: z.string(),
});
/** Whether a trainer's invitation link still works, and whom it invites. */
export const invitationCheckSchema = z.object({
  valid: z.boolean(),
  email: z.string().optional(),
  trainerName: z.string().optional(),
  programme: z.string().optional(),
});
/** `GET /api/auth/me`: the signed-in admin, or null. */
export const enrolledFactorKinds = ['passkey', 'totp'] as const;
/** Signed in with the password, not yet with a second factor. */
export const secondFactorStepSchema = z.object({
  email: z.string(),
  /** The kinds of factor the account has; empty: it must enrol one before anything else. */
  factors: z.array(z.enum(enrolledFactorKinds)),
  /** Whether an unused recovery code is left. */
  recoveryCodes: z.boolean(),
});
/** `admin` once a second factor is presented; `secondFactor` while only the password has been. */
export const sessionSchema = z.object({
  admin: signedInStaffSchema.nullable(),
  secondFactor: secondFactorStepSchema.nullable(),
});
/** Signing in, or creating the first admin: the admin now signed in. */
export const signedInSchema = sessionSchema;
export const factorSchema = z.object({
  id: z.string(),
  kind: z.enum(enrolledFactorKinds),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const factorListSchema = z.object({ factors: z.array(factorSchema), recoveryCodesLeft: z.number().int() });
export const totpEnrolmentSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
/** A WebAuthn options document for the browser (`navigator.credentials.create` or `.get`), as JSON. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export const enrolledSchema = z.object({
  session: sessionSchema,
  /** Shown once: the ten recovery codes, when this was the account's first factor. */
  recoveryCodes: z.array(z.string()).nullable(),
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const staffSessionSchema = z.object({
  handle: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  secondFactor: z.boolean(),
  current: z.boolean(),
});
export const staffSessionListSchema = z.object({ sessions: z.array(staffSessionSchema) });
export const securityEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  event: z.string(),
  result: z.string(),
  email: z.string().nullable(),
  factor: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** How many identical events the entry stands for (from `at` to `lastAt`): a flood is one entry. */
  count: z.number().int(),
  lastAt: z.string(),
});
export const setupLinkCheckSchema = z.object({ valid: z.boolean() });

export const staffTrainerSchema = trainerPublicSchema.extend({
  status: z.enum(TRAINER_STATUSES),
  isSample: z.boolean(),
  updatedAt: z.string(),
});

export const staffRegistrationDetailSchema = registrationFullViewSchema.extend({
  version: z.number().int(),
  certificationFile: z.object({ mime: z.string() }).nullable(),
});

export const staffRegistrationListItemSchema = z.object({
  id: z.string(),
  registryNumber: z.string(),
  dogName: z.string(),
  ownerName: z.string(),
  serviceType: z.string(),
  registrationDate: z.string(),
  status: dogStatus,
  displayStatus,
});

export const staffStatsSchema = z.object({
  counts: z.record(z.enum([...REGISTRATION_STATUSES, 'expiring', 'expired']), z.number().int()).meta({
    description:
      'Records per stored status, but `active` counts only those within their dates; `expired` the active ones past them, `expiring` those whose dates end within 60 days (also counted as active)',
  }),
  perMonth: monthCounts.meta({ description: 'The last twelve months, oldest first' }),
  sampleData: z.object({ trainers: z.number().int(), paymentCodes: z.number().int() }),
});

export const accessTestSchema = z.object({
  id: z.string(),
  testedOn: z.string(),
  evaluatorLicense: z.string(),
  result: z.enum(['passed', 'failed']),
  nextDue: z.string().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
  placeKind: z
    .string()
    .nullable()
    .meta({ description: 'Where it took place, as a kind of place; null when not recorded' }),
  items: z
    .record(z.string(), z.boolean())
    .nullable()
    .meta({ description: 'Each checklist item passed or not; null on a test recorded without the checklist' }),
  notes: z.string().nullable(),
});
export const accessTestListSchema = z.object({ items: z.array(accessTestSchema) });

export const trainingLogEntrySchema = z.object({
  id: z.string(),
  loggedOn: z.string().meta({ description: 'YYYY-MM-DD' }),
  hours: z.number(),
  skills: z.string(),
  recordedBy: z.string().meta({ description: 'The staff member who logged it' }),
  recordedAt: z.string(),
});
export const trainingLogSchema = z.object({
  items: z.array(trainingLogEntrySchema).meta({ description: 'Newest first' }),
});

/** One of the programme's teams as its trainers see it: who, where it stands, its tests and training. */
export const teamSummarySchema = z.object({
  id: z.string(),
  registryNumber: z.string(),
  dogName: z.string(),
  handlerName: z.string().meta({ description: "The handler's first name and initial" }),
  status: dogStatus,
  accessTestDue: z.string().nullable(),
  accessTests: z.array(accessTestSchema).meta({ description: 'Newest first' }),
  trainingLog: z.array(trainingLogEntrySchema).meta({ description: 'Newest first' }),
});

/** A refusal the handler logged (common/refusals.ts): theirs alone to read. */
export const refusalSchema = z.object({
  id: z.string(),
  occurredAt: z.string().meta({ description: 'When it happened (ISO 8601, UTC)' }),
  placeName: z.string(),
  placeKind: z.enum(REFUSAL_PLACE_KINDS),
  events: z.array(z.enum(REFUSAL_EVENTS)),
  notes: z.string(),
  complaintDrafted: z.boolean().meta({ description: 'Whether the handler drafted a complaint from it' }),
});
export const refusalListSchema = z.object({ items: z.array(refusalSchema).meta({ description: 'Newest first' }) });
/** A count the report withholds is null: fewer than `privacyFloor`. */
const reportCount = z.number().int().nullable();
export const refusalReportSchema = z.object({
  privacyFloor: z.number().int(),
  rows: z.array(
    z.object({
      month: z.string().meta({ description: 'YYYY-MM, of when the refusals happened (UTC)' }),
      placeKind: z.enum(REFUSAL_PLACE_KINDS),
      refusals: reportCount,
      complaints: reportCount,
      complaintShare: z.number().int().nullable().meta({ description: 'Per cent; null when either count is withheld' }),
    }),
  ),
  total: reportCount,
  complaints: reportCount,
  complaintShare: z.number().int().nullable(),
});

/** An email the registry did not send (no SMTP_URL), kept for staff to pass on by hand (decision 049). */
export const handOffSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  subject: z.string().meta({ description: "In the handler's language" }),
  text: z.string().meta({ description: 'The message to pass on; it may hold an owner link' }),
  to: z.string().meta({ description: 'The address it was written to' }),
  phone: z.string().meta({ description: "The registration's phone number" }),
  record: z.object({ id: z.string(), registryNumber: z.string(), dogName: z.string() }),
});
export const handOffListSchema = z.object({
  sendsEmail: z.boolean().meta({ description: 'Whether the registry sends email now (SMTP_URL)' }),
  items: z.array(handOffSchema).meta({ description: 'Oldest first: the longest waiting at the top' }),
});

export const staffPaymentCodeSchema = z.object({
  code: z.string(),
  note: z.string().nullable(),
  isSample: z.boolean(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  usedBy: z.object({ id: z.string(), registryNumber: z.string(), dogName: z.string() }).nullable(),
});
export const paymentCodeBatchCreatedSchema = z.object({ codes: z.array(z.string()) });
export const paymentCodeVoidedSchema = z.object({ code: z.string(), voided: z.literal(true) });

const activityActions = Object.values(ACTIVITY_ACTIONS) as [ActivityAction, ...ActivityAction[]];
export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.enum(activityActions),
  dogId: z.string().nullable(),
  registryNumber: z.string().nullable(),
  recordExists: z.boolean().meta({
    description:
      'The record the entry names still exists (a denied one does until staff delete it), so the log can link to it',
  }),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export const sampleDataRemovedSchema = z.object({ paymentCodes: z.number().int(), trainers: z.number().int() });

/** The fields of every page of a list, beside its `items`. */
export const pageFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...pageFields });
}

export const staffRegistrationPageSchema = pageOf(staffRegistrationListItemSchema);
export const staffTrainerPageSchema = pageOf(staffTrainerSchema);
export const staffPaymentCodePageSchema = pageOf(staffPaymentCodeSchema);
export const activityPageSchema = pageOf(activityEntrySchema);
export const securityEventPageSchema = pageOf(securityEventSchema);
