import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXTS, MESSAGES } from './messages';
import { paymentCodeRefusal, trainerRefusal } from './refusals';

describe('trainerRefusal', () => {
  const today = '2027-01-16';
  it('accepts an active listing through its expiry date, or with none', () => {
    expect(trainerRefusal({ status: 'active', expiresOn: null }, today)).toBeNull();
    expect(trainerRefusal({ status: 'active', expiresOn: '2027-01-16' }, today)).toBeNull();
  });

  it('says why it refuses: not listed, suspended, or expired on a calendar date', () => {
    expect(trainerRefusal(null, today)).toEqual({ code: 'TRAINER_NOT_FOUND', message: MESSAGES.trainerNotFound });
    expect(trainerRefusal({ status: 'suspended', expiresOn: '2020-01-01' }, today)).toEqual({
      code: 'TRAINER_SUSPENDED',
      message: MESSAGES.trainerSuspended,
    });
    expect(trainerRefusal({ status: 'active', expiresOn: '2027-01-15' }, today)).toEqual({
      code: 'TRAINER_EXPIRED',
      message: "This trainer's listing expired on January 15, 2027.",
    });
  });

  it('names the directory, not a license', () => {
    expect(MESSAGE_TEXTS.trainerNotFound).toBe(
      "No trainer with this ID is listed in the registry's trainer directory.",
    );
    expect(MESSAGE_TEXTS.trainerNotFound).not.toMatch(/licen[sc]e/i);
  });
});

describe('paymentCodeRefusal', () => {
  it('accepts an unused code and says why it refuses any other', () => {
    expect(paymentCodeRefusal({ usedAt: null, voidedAt: null })).toBeNull();
    expect(paymentCodeRefusal(null)).toEqual({ code: 'CODE_NOT_FOUND', message: MESSAGES.paymentCodeInvalid });
    expect(paymentCodeRefusal({ usedAt: '2026-01-01T00:00:00Z', voidedAt: null })).toMatchObject({
      code: 'CODE_USED',
      message: MESSAGES.paymentCodeUsed,
    });
    expect(paymentCodeRefusal({ usedAt: null, voidedAt: '2026-01-01T00:00:00Z' })).toMatchObject({
      code: 'CODE_VOIDED',
      message: MESSAGES.paymentCodeVoided,
    });
  });
});
