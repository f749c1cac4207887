import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { fieldErrors, registrationFieldsSchema } from './schemas';

const valid = {
  dogName: 'Biscuit',
  dogBreed: 'Labrador Retriever',
  dogAge: '3 years',
  serviceType: 'Guide Dog (Visual Impairment)',
  trainerLicenseNumber: 'DEMO-12345',
  microchipNumber: '',
  ownerName: 'Jane Doe',
  ownerAddress: '1 Main St\nSpringfield',
  ownerPhone: '(555) 123-4821',
  ownerEmail: 'jane@example.com',
  paymentCode: 'DEMO-0001',
};

function errorsFor(input: Record<string, unknown>) {
  const result = registrationFieldsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('registrationFieldsSchema', () => {
  it('accepts a complete registration and trims it', () => {
    const parsed = registrationFieldsSchema.parse({ ...valid, dogName: '  Biscuit  ' });
    expect(parsed.dogName).toBe('Biscuit');
  });

  it('gives the message for every missing required field', () => {
    expect(errorsFor({})).toEqual({
      dogName: MESSAGES.dogNameRequired,
      dogBreed: MESSAGES.dogBreedRequired,
      dogAge: MESSAGES.dogAgeRequired,
      serviceType: MESSAGES.serviceTypeRequired,
      trainerLicenseNumber: MESSAGES.trainerLicenseRequired,
      ownerName: MESSAGES.ownerNameRequired,
      ownerAddress: MESSAGES.ownerAddressRequired,
      ownerPhone: MESSAGES.ownerPhoneRequired,
      ownerEmail: MESSAGES.ownerEmailRequired,
    });
  });

  it('leaves the payment code to the programme: a programme that charges no fee asks none (issue 52)', () => {
    const { paymentCode: _code, ...unpaid } = valid;
    expect(errorsFor(unpaid)).toEqual({});
    expect(errorsFor({ ...valid, paymentCode: '  ' })).toEqual({ paymentCode: MESSAGES.paymentCodeRequired });
  });

  it('treats whitespace as missing', () => {
    expect(errorsFor({ ...valid, dogName: '   ', ownerAddress: '\n\t' })).toEqual({
      dogName: MESSAGES.dogNameRequired,
      ownerAddress: MESSAGES.ownerAddressRequired,
    });
  });

  it('rejects a malformed email and phone', () => {
    expect(errorsFor({ ...valid, ownerEmail: 'jane@', ownerPhone: 'call me' })).toEqual({
      ownerEmail: MESSAGES.ownerEmailInvalid,
      ownerPhone: MESSAGES.ownerPhoneInvalid,
    });
  });

  it('accepts microchips of 9, 10 or 15 digits only', () => {
    for (const chip of ['123456789', '1234567890', '123456789012345']) {
      expect(errorsFor({ ...valid, microchipNumber: chip })).toEqual({});
    }
    expect(errorsFor({ ...valid, microchipNumber: '12345' })).toEqual({
      microchipNumber: MESSAGES.microchipInvalid,
    });
  });

  it('asks for the specification when the service type is Other', () => {
    expect(errorsFor({ ...valid, serviceType: 'Other (Please specify)' })).toEqual({
      serviceTypeOther: MESSAGES.serviceTypeOtherRequired,
    });
    expect(errorsFor({ ...valid, serviceType: 'Other (Please specify)', serviceTypeOther: 'Diabetic alert' })).toEqual(
      {},
    );
    // Shown together with other errors, not only once everything else is right.
    expect(errorsFor({ ...valid, dogName: '', serviceType: 'Other (Please specify)' })).toEqual({
      dogName: MESSAGES.dogNameRequired,
      serviceTypeOther: MESSAGES.serviceTypeOtherRequired,
    });
  });

  it('refuses unknown fields instead of dropping them silently', () => {
    const result = registrationFieldsSchema.safeParse({ ...valid, isAdmin: 'true' });
    expect(result.success).toBe(false);
  });

  it('limits the payment code to 20 characters', () => {
    expect(errorsFor({ ...valid, paymentCode: 'X'.repeat(21) })).toEqual({
      paymentCode: MESSAGES.paymentCodeTooLong,
    });
  });
});

describe('fieldErrors', () => {
  it('names each unknown field', () => {
    const result = registrationFieldsSchema.safeParse({ ...valid, status: 'active', role: 'admin' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({ status: 'Unknown field: status', role: 'Unknown field: role' });
  });
});
