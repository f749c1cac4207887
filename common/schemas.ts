/**
 * Field rules written once. The wizard validates each step with these shapes and
 * the server parses the same request again with `registrationFieldsSchema`, then adds the
 * checks only it can make: the trainer directory, the payment code and the file contents.
 */
import * as z from 'zod/mini';
import {
  FIELD_MAX_LENGTH as MAX,
  OTHER_SERVICE_TYPE,
  PAYMENT_CODE_MAX_LENGTH,
  REASONED_STATUSES,
  SERVICE_TYPES,
} from './constants';
import { MESSAGES, TOO_LONG } from './messages';
import { LOCALES } from './i18n/locales';

// zod/mini: the same rules as classic zod, tree-shakable, so the browser ships only what is used.
//
// Every rule is a check that JSON Schema can say (a length, a pattern, a format), so the OpenAPI
// document, which is written from these schemas, states what the server enforces. Text is trimmed
// first; the patterns hold for the text as sent as well as trimmed.

/** Text with something in it besides white space: what "required" means once text is trimmed. */
export const NOT_BLANK = /\S/;

/** Required text: trimmed, not blank, at most `max` characters. */
export function requiredTrimmed(required: string, max: number, tooLong?: string) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong), z.regex(NOT_BLANK, required));
}

function requiredText(required: string, field: keyof typeof TOO_LONG) {
  return requiredTrimmed(required, MAX[field], TOO_LONG[field]);
}

/** A microchip number: 9, 10 or 15 digits (ISO 11784 and the older US forms), or nothing. */
const MICROCHIP_PATTERN = /^(\d{9}|\d{10}|\d{15})?$/;
/** Digits and + ( ) . - and spaces, with at least seven digits (one pattern, so the document can state it). */
const PHONE_PATTERN = /^[+().\s-]*(\d[+().\s-]*){7,}$/;
/** zod's own email rule (what `z.email()` checks), as a pattern the document states beside `format: email`. */
const EMAIL_PATTERN = z.regexes.email;

export const dogInfoShape = {
  dogName: requiredText(MESSAGES.dogNameRequired, 'dogName'),
  dogBreed: requiredText(MESSAGES.dogBreedRequired, 'dogBreed'),
  dogAge: requiredText(MESSAGES.dogAgeRequired, 'dogAge'),
  serviceType: z.enum(SERVICE_TYPES, { error: MESSAGES.serviceTypeRequired }),
  serviceTypeOther: z.optional(
    z.string().check(z.trim(), z.maxLength(MAX.serviceTypeOther, TOO_LONG.serviceTypeOther)),
  ),
  trainerLicenseNumber: requiredText(MESSAGES.trainerLicenseRequired, 'trainerLicenseNumber'),
  microchipNumber: z.optional(z.string().check(z.trim(), z.regex(MICROCHIP_PATTERN, MESSAGES.microchipInvalid))),
};

export const handlerInfoShape = {
  ownerName: requiredText(MESSAGES.ownerNameRequired, 'ownerName'),
  ownerAddress: requiredText(MESSAGES.ownerAddressRequired, 'ownerAddress'),
  ownerPhone: requiredText(MESSAGES.ownerPhoneRequired, 'ownerPhone').check(
    z.regex(PHONE_PATTERN, MESSAGES.ownerPhoneInvalid),
  ),
  ownerEmail: requiredText(MESSAGES.ownerEmailRequired, 'ownerEmail')
    .check(z.regex(EMAIL_PATTERN, MESSAGES.ownerEmailInvalid))
    .register(z.globalRegistry, { format: 'email' }),
};

export const paymentCodeField = requiredTrimmed(
  MESSAGES.paymentCodeRequired,
  PAYMENT_CODE_MAX_LENGTH,
  MESSAGES.paymentCodeTooLong,
);

/**
 * "Other (Please specify)" needs the specification; any other type ignores it. It runs even when
 * other fields have errors (zod skips object checks then by default), so every error shows at once.
 */
export const requireOtherServiceType = z.superRefine(
  (value: { serviceType?: unknown; serviceTypeOther?: unknown }, ctx) => {
    // It runs on the input as sent, whatever the field checks said: serviceTypeOther may be no string.
    const other = value.serviceTypeOther;
    if (value.serviceType === OTHER_SERVICE_TYPE && !(typeof other === 'string' && other.trim())) {
      ctx.issues.push({
        code: 'custom',
        path: ['serviceTypeOther'],
        message: MESSAGES.serviceTypeOtherRequired,
        input: value,
      });
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/**
 * JSON Schema's words for the refinements above, which zod cannot export: the OpenAPI document shows
 * them on the bodies they apply to (`allOf` of `if`/`then`).
 */
export const OTHER_SERVICE_TYPE_RULE = {
  if: { properties: { serviceType: { const: OTHER_SERVICE_TYPE } }, required: ['serviceType'] },
  then: { properties: { serviceTypeOther: { pattern: NOT_BLANK.source } }, required: ['serviceTypeOther'] },
};
export const STATUS_REASON_RULE = {
  if: { properties: { status: { enum: [...REASONED_STATUSES] } }, required: ['status'] },
  then: { properties: { statusReason: { pattern: NOT_BLANK.source } }, required: ['statusReason'] },
};

/** A form field's yes or no as multipart sends it: a service type is shown to visitors only on "yes". */
export const SHOW_SERVICE_TYPE_VALUES = ['yes', 'no'] as const;
export const showServiceTypeField = z.optional(z.enum(SHOW_SERVICE_TYPE_VALUES));

/**
 * Which programme trained the dog, by its slug (docs/decisions/041-programmes.md): asked only when the
 * registry holds several programmes; left out, the registry's only programme.
 */
export const programmeChoiceField = z.optional(
  z.string({ error: MESSAGES.programmeRequired }).check(z.trim(), z.maxLength(40, MESSAGES.programmeUnknown)),
);

/** The text fields of `POST /api/registrations` (the files travel beside them). */
export const registrationFieldsSchema = z
  .strictObject({
    ...dogInfoShape,
    ...handlerInfoShape,
    /** Required by a programme that charges a fee; one that charges none asks for no code. */
    paymentCode: z.optional(paymentCodeField),
    showServiceType: showServiceTypeField,
    /** The language the handler registered in; the registry writes to them in it. */
    language: z.optional(z.enum(LOCALES)),
    programme: programmeChoiceField,
  })
  .check(requireOtherServiceType);
export type RegistrationFields = z.infer<typeof registrationFieldsSchema>;

export const paymentCodeVerifySchema = z.strictObject({ code: paymentCodeField, programme: programmeChoiceField });

export const trainerLicenseSchema = requiredTrimmed(
  MESSAGES.trainerLicenseCheckRequired,
  MAX.trainerLicenseNumber,
  TOO_LONG.trainerLicenseNumber,
);

/** "Email me my owner link": the registry number and the email address the registration gave. */
export const ownerLinkRequestSchema = z.strictObject({
  registryNumber: z
    .string({ error: MESSAGES.lookupRequired })
    .check(z.trim(), z.minLength(1, MESSAGES.lookupRequired), z.regex(NOT_BLANK, MESSAGES.lookupRequired)),
  email: handlerInfoShape.ownerEmail,
});
export type OwnerLinkRequest = z.infer<typeof ownerLinkRequestSchema>;

/** Flattens zod issues to one message per field, the first one winning, as forms show them. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) result[name] ??= `Unknown field: ${name}`;
      continue;
    }
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    result[key] ??= issue.message;
  }
  return result;
}
