/**
 * Field rules written once. The wizard validates each step with these shapes and
 * the server parses the same request again with `registrationFieldsSchema`, then adds the
 * checks only it can make: the trainer directory, the payment code and the file contents.
 */
import * as z from 'zod/mini';
import { FIELD_MAX_LENGTH as MAX, OTHER_SERVICE_TYPE, PAYMENT_CODE_MAX_LENGTH, SERVICE_TYPES } from './constants';
import { MESSAGES, TOO_LONG } from './messages';
import { LOCALES } from './i18n/locales';

// zod/mini: the same rules as classic zod, tree-shakable, so the browser ships only what is used.

function requiredText(required: string, field: keyof typeof TOO_LONG) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(MAX[field], TOO_LONG[field]));
}

const MICROCHIP_PATTERN = /^(\d{9}|\d{10}|\d{15})$/;
const PHONE_CHARACTERS = /^[0-9+().\-\s]+$/;

export const dogInfoShape = {
  dogName: requiredText(MESSAGES.dogNameRequired, 'dogName'),
  dogBreed: requiredText(MESSAGES.dogBreedRequired, 'dogBreed'),
  dogAge: requiredText(MESSAGES.dogAgeRequired, 'dogAge'),
  serviceType: z.enum(SERVICE_TYPES, { error: MESSAGES.serviceTypeRequired }),
  serviceTypeOther: z.optional(
    z.string().check(z.trim(), z.maxLength(MAX.serviceTypeOther, TOO_LONG.serviceTypeOther)),
  ),
  trainerLicenseNumber: requiredText(MESSAGES.trainerLicenseRequired, 'trainerLicenseNumber'),
  microchipNumber: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || MICROCHIP_PATTERN.test(value), MESSAGES.microchipInvalid),
    ),
  ),
};

export const ownerInfoShape = {
  ownerName: requiredText(MESSAGES.ownerNameRequired, 'ownerName'),
  ownerAddress: requiredText(MESSAGES.ownerAddressRequired, 'ownerAddress'),
  ownerPhone: requiredText(MESSAGES.ownerPhoneRequired, 'ownerPhone').check(
    z.refine(
      (value) => PHONE_CHARACTERS.test(value) && value.replace(/\D/g, '').length >= 7,
      MESSAGES.ownerPhoneInvalid,
    ),
  ),
  ownerEmail: z.pipe(
    requiredText(MESSAGES.ownerEmailRequired, 'ownerEmail'),
    z.email({ error: MESSAGES.ownerEmailInvalid }),
  ),
};

export const paymentCodeField = z
  .string({ error: MESSAGES.paymentCodeRequired })
  .check(
    z.trim(),
    z.minLength(1, MESSAGES.paymentCodeRequired),
    z.maxLength(PAYMENT_CODE_MAX_LENGTH, MESSAGES.paymentCodeTooLong),
  );

/**
 * "Other (Please specify)" needs the specification; any other type ignores it. It runs even when
 * other fields have errors (zod skips object checks then by default), so every error shows at once.
 */
export const requireOtherServiceType = z.superRefine(
  (value: { serviceType?: string; serviceTypeOther?: string | undefined }, ctx) => {
    if (value.serviceType === OTHER_SERVICE_TYPE && !value.serviceTypeOther?.trim()) {
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

/** A form field's yes or no as multipart sends it: a service type is shown to visitors only on "yes". */
export const SHOW_SERVICE_TYPE_VALUES = ['yes', 'no'] as const;
export const showServiceTypeField = z.optional(z.enum(SHOW_SERVICE_TYPE_VALUES));

/** The text fields of `POST /api/registrations` (the files travel beside them). */
export const registrationFieldsSchema = z
  .strictObject({
    ...dogInfoShape,
    ...ownerInfoShape,
    paymentCode: paymentCodeField,
    showServiceType: showServiceTypeField,
    /** The language the handler registered in; the registry writes to them in it. */
    language: z.optional(z.enum(LOCALES)),
  })
  .check(requireOtherServiceType);
export type RegistrationFields = z.infer<typeof registrationFieldsSchema>;

export const paymentCodeVerifySchema = z.strictObject({ code: paymentCodeField });

export const trainerLicenseSchema = z
  .string({ error: MESSAGES.trainerLicenseCheckRequired })
  .check(
    z.trim(),
    z.minLength(1, MESSAGES.trainerLicenseCheckRequired),
    z.maxLength(MAX.trainerLicenseNumber, TOO_LONG.trainerLicenseNumber),
  );

export const lookupInputSchema = z.string().check(z.trim(), z.minLength(1, MESSAGES.lookupRequired));

/** "Email me my owner link": the registry number and the email address the registration gave. */
export const ownerLinkRequestSchema = z.strictObject({
  registryNumber: z.string({ error: MESSAGES.lookupRequired }).check(z.trim(), z.minLength(1, MESSAGES.lookupRequired)),
  email: ownerInfoShape.ownerEmail,
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
