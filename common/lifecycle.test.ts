import { describe, expect, it } from 'vitest';
import type { SummaryStatus } from './api';
import { REGISTRATION_STATUSES, type RegistrationStatus } from './constants';
import {
  canRenew,
  canReplaceCard,
  displayStatus,
  firstTerm,
  mayChangeStatus,
  needsReason,
  renewedTerm,
  STATUS_RULES,
  statusChoices,
  validThrough,
} from './lifecycle';

describe("a registration's life", () => {
  it('shows visitors a summary for exactly the statuses the API calls summary statuses', () => {
    const summary = REGISTRATION_STATUSES.filter((status) => STATUS_RULES[status].visitor === 'summary');
    const declared: SummaryStatus[] = ['pending', 'retired', 'deceased'];
    expect(summary).toEqual(declared);
  });

  it('keeps a card only while in force, issues one only on becoming active, and asks a reason where the handler is told one', () => {
    const where = (rule: keyof (typeof STATUS_RULES)[RegistrationStatus]) =>
      REGISTRATION_STATUSES.filter((s) => STATUS_RULES[s][rule]);
    expect(where('keepsCard')).toEqual(['active', 'suspended']);
    expect(where('onSuspensionList')).toEqual(['suspended']);
    expect(where('issuesCard')).toEqual(['active']);
    expect(where('needsReason')).toEqual(['suspended', 'revoked', 'denied']);
    expect(where('prints')).toEqual(['in_training', 'pending', 'active']);
    expect(needsReason('not a status' as RegistrationStatus)).toBe(false);
  });

  it('ends the card of a registration that leaves force with the status it moved to, or as withdrawn back to review', () => {
    const endsAs = Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status, STATUS_RULES[status].endsCardAs]));
    expect(endsAs).toEqual({
      in_training: 'withdrawn',
      pending: 'withdrawn',
      active: null,
      suspended: null,
      revoked: 'revoked',
      retired: 'retired',
      deceased: 'deceased',
      denied: 'denied',
    });
  });

  it('lets staff move any status to any other but deny only an application; the owner link and the clock move none', () => {
    for (const from of REGISTRATION_STATUSES)
      for (const to of REGISTRATION_STATUSES) {
        expect(mayChangeStatus(from, to, 'staff'), `${from} → ${to}`).toBe(
          to !== 'denied' || from === 'pending' || from === to,
        );
        expect(mayChangeStatus(from, to, 'owner')).toBe(from === to);
        expect(mayChangeStatus(from, to, 'clock')).toBe(from === to);
      }
    expect(statusChoices('active')).not.toContain('denied');
    expect(statusChoices('pending')[0]).toBe('pending');
    expect(statusChoices('pending')).toContain('denied');
  });

  it('is valid through the earliest of the paid-through date and the end of the access test’s due day', () => {
    const paidThrough = '2030-05-01T10:00:00.000Z';
    expect(validThrough({ paidThrough, accessTestDue: null })).toBe(paidThrough);
    expect(validThrough({ paidThrough, accessTestDue: '2028-02-29' })).toBe('2028-02-29T23:59:59.999Z');
    expect(validThrough({ paidThrough, accessTestDue: '2031-01-01' })).toBe(paidThrough);
  });

  it('shows only an active registration as expired, from the moment its date has passed', () => {
    const date = '2027-03-01T00:00:00.000Z';
    expect(displayStatus('active', date, new Date('2027-03-01T00:00:00.000Z'))).toBe('active');
    expect(displayStatus('active', date, new Date('2027-03-01T00:00:00.001Z'))).toBe('expired');
    expect(displayStatus('suspended', date, new Date('2030-01-01'))).toBe('suspended');
  });

  it('is valid for the registry’s years from the moment it registers, a leap day running to 1 March', () => {
    const term = firstTerm(10, new Date('2026-04-15T09:30:00.000Z'));
    expect(term).toEqual({ paidThrough: '2036-04-15T09:30:00.000Z', accessTestDue: null });
    expect(validThrough(term)).toBe('2036-04-15T09:30:00.000Z');
    expect(firstTerm(1, new Date('2028-02-29T12:00:00.000Z')).paidThrough).toBe('2029-03-01T12:00:00.000Z');
  });

  it('opens renewal 90 days ahead for an active registration only, and renews from the later of its date and today', () => {
    const paidThrough = '2027-06-01T00:00:00.000Z';
    const term = { paidThrough, accessTestDue: null };
    expect(canRenew({ status: 'active', paidThrough }, new Date('2027-03-04T00:00:00.000Z'))).toBe(true);
    expect(canRenew({ status: 'active', paidThrough }, new Date('2027-02-28T00:00:00.000Z'))).toBe(false);
    expect(canRenew({ status: 'suspended', paidThrough }, new Date('2027-05-01T00:00:00.000Z'))).toBe(false);
    // Renewing a month early adds the years to the current date, not to today: the month is not lost.
    expect(renewedTerm(term, 2, new Date('2027-05-01T00:00:00.000Z')).paidThrough).toBe('2029-06-01T00:00:00.000Z');
    // Renewing after it ran out counts from today: the lapsed months are not paid for.
    expect(renewedTerm(term, 2, new Date('2028-01-10T00:00:00.000Z')).paidThrough).toBe('2030-01-10T00:00:00.000Z');
    expect(REGISTRATION_STATUSES.filter((status) => canReplaceCard({ status }))).toEqual(['in_training', 'active']);
  });

  it('keeps the next access test’s cap on a renewed registration', () => {
    const term = { paidThrough: '2027-06-01T00:00:00.000Z', accessTestDue: '2028-03-31' };
    const renewed = renewedTerm(term, 10, new Date('2027-05-01T00:00:00.000Z'));
    expect(renewed).toEqual({ paidThrough: '2037-06-01T00:00:00.000Z', accessTestDue: '2028-03-31' });
    expect(validThrough(renewed)).toBe('2028-03-31T23:59:59.999Z');
  });
});
