/**
 * Field rules written once (SPEC §5). The wizard validates each step with these shapes and
 * the server parses the same request again with `registrationFieldsSchema`, then adds the
 * checks only it can make: the trainer directory, the payment code and the file contents.
 */
import { z } from 'zod';
import {
  FIELD_MAX_LENGTH as MAX,
  OTHER_SERVICE_TYPE,
  PAYMENT_CODE_MAX_LENGTH,
  SERVICE_TYPES,
} from './constants';
import { MESSAGES, tooLong } from './messages';

function requiredText(required: string, label: string, max: number) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong(label, max));
}

const MICROCHIP_PATTERN = /^(\d{9}|\d{10}|\d{15})$/;
const PHONE_CHARACTERS = /^[0-9+().\-\s]+$/;

export const dogInfoShape = {
  dogName: requiredText(MESSAGES.dogNameRequired, 'Dog name', MAX.dogName),
  dogBreed: requiredText(MESSAGES.dogBreedRequired, 'Dog breed', MAX.dogBreed),
  dogAge: requiredText(MESSAGES.dogAgeRequired, 'Dog age', MAX.dogAge),
  serviceType: z.enum(SERVICE_TYPES, { error: MESSAGES.serviceTypeRequired }),
  serviceTypeOther: z
    .string()
    .trim()
    .max(MAX.serviceTypeOther, tooLong('Service type', MAX.serviceTypeOther))
    .optional(),
  trainerLicenseNumber: requiredText(
    MESSAGES.trainerLicenseRequired,
    'Trainer license number',
    MAX.trainerLicenseNumber,
  ),
  microchipNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || MICROCHIP_PATTERN.test(value), MESSAGES.microchipInvalid)
    .optional(),
};

export const ownerInfoShape = {
  ownerName: requiredText(MESSAGES.ownerNameRequired, 'Owner name', MAX.ownerName),
  ownerAddress: requiredText(MESSAGES.ownerAddressRequired, 'Address', MAX.ownerAddress),
  ownerPhone: requiredText(MESSAGES.ownerPhoneRequired, 'Phone number', MAX.ownerPhone).refine(
    (value) => PHONE_CHARACTERS.test(value) && value.replace(/\D/g, '').length >= 7,
    MESSAGES.ownerPhoneInvalid,
  ),
  ownerEmail: requiredText(MESSAGES.ownerEmailRequired, 'Email', MAX.ownerEmail).pipe(
    z.email({ error: MESSAGES.ownerEmailInvalid }),
  ),
};

export const paymentCodeField = z
  .string({ error: MESSAGES.paymentCodeRequired })
  .trim()
  .min(1, MESSAGES.paymentCodeRequired)
  .max(PAYMENT_CODE_MAX_LENGTH, MESSAGES.paymentCodeTooLong);

/** "Other (Please specify)" needs the specification; any other type ignores it. */
export function requireOtherServiceType(
  value: { serviceType?: string; serviceTypeOther?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.serviceType === OTHER_SERVICE_TYPE && !value.serviceTypeOther?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['serviceTypeOther'], message: MESSAGES.serviceTypeOtherRequired });
  }
}

/** The text fields of `POST /api/registrations` (the files travel beside them). */
export const registrationFieldsSchema = z
  .strictObject({ ...dogInfoShape, ...ownerInfoShape, paymentCode: paymentCodeField })
  .superRefine(requireOtherServiceType);
export type RegistrationFields = z.infer<typeof registrationFieldsSchema>;
export type RegistrationFieldName = keyof RegistrationFields;

export const paymentCodeVerifySchema = z.strictObject({ code: paymentCodeField });

export const trainerLicenseSchema = z
  .string({ error: MESSAGES.trainerLicenseCheckRequired })
  .trim()
  .min(1, MESSAGES.trainerLicenseCheckRequired)
  .max(MAX.trainerLicenseNumber, tooLong('Trainer license number', MAX.trainerLicenseNumber));

export const lookupInputSchema = z.string().trim().min(1, MESSAGES.lookupRequired);

/** Flattens zod issues to one message per field, the first one winning, as forms show them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
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
