import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUSES, type DisplayStatus } from './constants';
import { STATUS_RULES } from './lifecycle';
import { visitorVerdictOf } from './visitor-verdict';
import type { RegistrationView } from './api';

/** The view a visitor gets of a record in `status`, as far as the verdict reads it. */
function visitorView(status: DisplayStatus): RegistrationView {
  const rule = status === 'expired' ? 'public' : STATUS_RULES[status].visitor;
  if (rule === 'not_valid') return { view: 'not_valid', registryNumber: 'SDR-0001', revoked: status === 'revoked' };
  return { view: rule, status, displayStatus: status } as unknown as RegistrationView;
}

describe('the look-up verdict', () => {
  it.each([
    ['active', 'valid'],
    ['expired', 'expired'],
    ['in_training', 'in_training'],
    ['pending', 'pending'],
    ['suspended', 'suspended'],
    ['revoked', 'revoked'],
    ['denied', 'not_valid'],
    ['retired', 'not_valid'],
    ['deceased', 'not_valid'],
  ] as const)('of a %s registration is %s', (status, verdict) => {
    expect(visitorVerdictOf(visitorView(status))).toBe(verdict);
  });

  it('covers every status there is', () => {
    expect(new Set([...REGISTRATION_STATUSES, 'expired'])).toEqual(
      new Set(['active', 'expired', 'in_training', 'pending', 'suspended', 'revoked', 'denied', 'retired', 'deceased']),
    );
  });

  it('is the same for the full view staff and the owner get', () => {
    const full = (displayStatus: DisplayStatus) => ({ view: 'full', displayStatus }) as unknown as RegistrationView;
    expect(visitorVerdictOf(full('active'))).toBe('valid');
    expect(visitorVerdictOf(full('revoked'))).toBe('revoked');
    expect(visitorVerdictOf(full('denied'))).toBe('not_valid');
  });
});
