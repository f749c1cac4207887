/** The wizard's steps, built from the shared field shapes; only the browser's File checks are added here. */
import * as z from 'zod/mini';
import {
  CERTIFICATION_MAX_BYTES,
  CERTIFICATION_MIME_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
} from '#common/constants';
import { MESSAGES } from '#common/messages';
import { dogInfoShape, handlerInfoShape, paymentCodeField, requireOtherServiceType } from '#common/schemas';

/**
 * File rules as plain refinements: `z.instanceof` aborts the whole object on a missing file, which
 * would hide the other step-1 errors (such as the "Other" service type) until the photo was chosen.
 */
interface FileRules {
  required?: string;
  maxBytes: number;
  tooLarge: string;
  typeOk: (type: string) => boolean;
  wrongType: string;
}

function fileProblem(value: unknown, rules: FileRules): string | undefined {
  if (value === undefined || value === null) return rules.required;
  if (!(value instanceof File)) return rules.wrongType;
  if (value.size > rules.maxBytes) return rules.tooLarge;
  // A first guess from the browser; the server decides by the file's content.
  if (value.type !== '' && !rules.typeOk(value.type)) return rules.wrongType;
  return undefined;
}

function fileRule(rules: FileRules) {
  return z.unknown().check(
    z.superRefine((value, ctx) => {
      const problem = fileProblem(value, rules);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
    }),
  );
}

const photoFile = fileRule({
  required: MESSAGES.dogPhotoRequired,
  maxBytes: PHOTO_MAX_BYTES,
  tooLarge: MESSAGES.photoTooLarge,
  typeOk: (type) => (PHOTO_MIME_TYPES as readonly string[]).includes(type),
  wrongType: MESSAGES.photoNotImage,
});

const certificationFile = fileRule({
  maxBytes: CERTIFICATION_MAX_BYTES,
  tooLarge: MESSAGES.certificationTooLarge,
  typeOk: (type) => (CERTIFICATION_MIME_TYPES as readonly string[]).includes(type),
  wrongType: MESSAGES.certificationWrongType,
});

/**
 * Which programme trained the dog: one of `slugs` when the registry holds several, and not asked (nor
 * checked) when it holds one (docs/decisions/041-programmes.md).
 */
function programmeChoice(slugs: readonly string[]) {
  if (slugs.length < 2) return z.optional(z.string());
  return z
    .string()
    .check(z.refine((slug) => slugs.includes(slug), { message: MESSAGES.programmeRequired, abort: true }));
}

export const ownerStepSchema = z.object(handlerInfoShape);
/** The payment code, asked only when the chosen programme charges a fee: one that charges none asks nothing (issue 52). */
function paymentStepSchema(chargesFee: (programme: string | undefined) => boolean) {
  return z.object({ programme: z.optional(z.string()), paymentCode: z.string() }).check(
    z.superRefine((value, ctx) => {
      if (!chargesFee(value.programme)) return;
      const parsed = paymentCodeField.safeParse(value.paymentCode);
      const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
      if (message) ctx.issues.push({ code: 'custom', path: ['paymentCode'], message, input: value });
    }),
  );
}

/**
 * Each step's schema, for a registry whose programmes have these slugs (none asked with fewer than two);
 * `chargesFee`: whether the programme with this slug (or the only one) asks a fee.
 */
export function stepSchemas(programmeSlugs: readonly string[], chargesFee: (programme: string | undefined) => boolean) {
  const dogStepSchema = z
    .object({ programme: programmeChoice(programmeSlugs), ...dogInfoShape, dogPhoto: photoFile, certificationFile })
    .check(requireOtherServiceType);
  return [dogStepSchema, ownerStepSchema, paymentStepSchema(chargesFee)] as const;
}

/** The steps' names; the last is "Review and Submit" for a programme that charges no fee. */
export const stepTitles = (free: boolean) =>
  ['wizard.stepDog', 'wizard.stepOwner', free ? 'wizard.stepReview' : 'wizard.stepPayment'] as const;
export type StepIndex = 0 | 1 | 2;

export interface WizardValues {
  /** The slug of the programme that trained the dog; sent only when the registry holds several. */
  programme: string;
  dogName: string;
  dogBreed: string;
  dogAge: string;
  serviceType: string;
  serviceTypeOther: string;
  trainerLicenseNumber: string;
  microchipNumber: string;
  /** Whether visitors see the service type on the public card (off unless the handler turns it on). */
  showServiceType: boolean;
  dogPhoto: File | undefined;
  certificationFile: File | undefined;
  ownerName: string;
  ownerAddress: string;
  ownerPhone: string;
  ownerEmail: string;
  paymentCode: string;
}
export type WizardField = keyof WizardValues;
export type WizardTextValues = Omit<WizardValues, 'dogPhoto' | 'certificationFile'>;

export const EMPTY_VALUES: WizardValues = {
  programme: '',
  dogName: '',
  dogBreed: '',
  dogAge: '',
  serviceType: '',
  serviceTypeOther: '',
  trainerLicenseNumber: '',
  microchipNumber: '',
  showServiceType: false,
  dogPhoto: undefined,
  certificationFile: undefined,
  ownerName: '',
  ownerAddress: '',
  ownerPhone: '',
  ownerEmail: '',
  paymentCode: '',
};

const STEP_OF_FIELD: Record<WizardField, StepIndex> = {
  programme: 0,
  dogName: 0,
  dogBreed: 0,
  dogAge: 0,
  serviceType: 0,
  serviceTypeOther: 0,
  trainerLicenseNumber: 0,
  dogPhoto: 0,
  certificationFile: 0,
  microchipNumber: 0,
  showServiceType: 0,
  ownerName: 1,
  ownerAddress: 1,
  ownerPhone: 1,
  ownerEmail: 1,
  paymentCode: 2,
};

/** The earliest step holding one of these fields, for sending the user back to fix a server-side refusal. */
export function firstStepWithError(fields: string[]): StepIndex | null {
  const steps = fields.filter((f): f is WizardField => f in STEP_OF_FIELD).map((f) => STEP_OF_FIELD[f]);
  return steps.length ? (Math.min(...steps) as StepIndex) : null;
}

export function stepFields(step: StepIndex): WizardField[] {
  return (Object.keys(STEP_OF_FIELD) as WizardField[]).filter((field) => STEP_OF_FIELD[field] === step);
}
