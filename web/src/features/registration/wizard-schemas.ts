/**
 * The wizard's steps, built from the shared field shapes; only the browser's File checks are added here.
 * Loaded once the form is on screen (registration-wizard.tsx): the checks run only when a step is sent, and
 * the first screen's code is smaller without them.
 */
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
export type StepSchemas = ReturnType<typeof stepSchemas>;
