/** Who may do what: the caller of a request, and the one function every route and service asks. */
import { describe, expect, it } from 'vitest';
import { sha256 } from '../lib/tokens';
import { callerFrom, rateLimitSubject, sharedAnswerKey, VISITOR, type Caller } from './caller';
import { FRESH_SECOND_FACTOR_MS } from './session-policy';
import { actingAs, authorize, may, recordResource, type Resource } from './permissions';

const NOW = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const session = {
  id: 'a1',
  email: 'staff@example.org',
  sessionId: 's1',
  handle: 'h1',
  programmeId: 1,
  isOperator: false,
  role: 'staff' as const,
  trainerLicense: null,
};
const staff = (factorAgeMs: number): Caller => ({
  kind: 'staff',
  session: { ...session, secondFactorAt: ago(factorAgeMs) },
});
const FRESH_STAFF = staff(60_000);
const STALE_STAFF = staff(FRESH_SECOND_FACTOR_MS + 1000);
const SIGNING_IN: Caller = { kind: 'signingIn', session: { ...session, secondFactorAt: null } };
const TRAINER_SESSION = { ...session, email: 'trainer@example.org', role: 'trainer' as const, trainerLicense: 'T-1' };
const TRAINER: Caller = { kind: 'trainer', session: { ...TRAINER_SESSION, secondFactorAt: ago(60_000) } };
const OWNER: Caller = { kind: 'ownerLink', key: 'the-owner-key' };
const STRANGER: Caller = { kind: 'ownerLink', key: 'another-key' };
const record = recordResource({ owner_token_hash: sha256('the-owner-key'), programme_id: 1 });
const elsewhere = recordResource({ owner_token_hash: sha256('the-owner-key'), programme_id: 2 });

const refusal = (caller: Caller, action: Parameters<typeof authorize>[1], resource?: Resource) => {
  const decision = authorize(caller, action, resource, NOW);
  if (decision.allowed !== false) return decision.allowed;
  const error = decision.refusal();
  return `${error.statusCode} ${error.code}`;
};

describe('the caller of a request', () => {
  it('is staff once the second factor is presented, the owner link with a key, signing in before it, else a visitor', () => {
    const trusted = { ...session, secondFactorAt: ago(0) };
    const waiting = { ...session, secondFactorAt: null };
    expect(callerFrom(trusted, 'the-owner-key')).toEqual({ kind: 'staff', session: trusted });
    expect(callerFrom(waiting, 'the-owner-key')).toEqual(OWNER);
    expect(callerFrom(waiting, undefined)).toEqual({ kind: 'signingIn', session: waiting });
    expect(callerFrom(null, 'the-owner-key')).toEqual(OWNER);
    expect(callerFrom(null, '')).toEqual(VISITOR);
    expect(callerFrom(null, ['a', 'b'])).toEqual(VISITOR);
  });

  it("is a trainer's account once a trainer's session presents its second factor, and signing in before it", () => {
    const trusted = { ...TRAINER_SESSION, secondFactorAt: ago(0) };
    expect(callerFrom(trusted, 'the-owner-key')).toEqual({ kind: 'trainer', session: trusted });
    const waiting = { ...TRAINER_SESSION, secondFactorAt: null };
    expect(callerFrom(waiting, undefined)).toEqual({ kind: 'signingIn', session: waiting });
  });

  it("shares only a visitor's answer, and counts every caller's limits by address", () => {
    expect(sharedAnswerKey(VISITOR, 'id:1')).toBe('id:1');
    expect(sharedAnswerKey(FRESH_STAFF, 'id:1')).toBeNull();
    expect(sharedAnswerKey(OWNER, 'id:1')).toBeNull();
    expect(rateLimitSubject(FRESH_STAFF, '2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  });
});

describe('authorize', () => {
  it('lets anyone look up a registration and register, whoever they are', () => {
    for (const caller of [VISITOR, OWNER, STRANGER, SIGNING_IN, STALE_STAFF]) {
      expect(refusal(caller, 'record.view')).toBe(true);
      expect(refusal(caller, 'record.register')).toBe(true);
    }
  });

  it("gives the whole record to staff and to the record's own owner link only", () => {
    expect(may(FRESH_STAFF, 'record.viewFull', record)).toBe(true);
    expect(may(STALE_STAFF, 'record.viewFull', record)).toBe(true);
    expect(may(OWNER, 'record.viewFull', record)).toBe(true);
    for (const caller of [STRANGER, VISITOR, SIGNING_IN]) expect(may(caller, 'record.viewFull', record)).toBe(false);
    expect(may(OWNER, 'record.viewFull', recordResource({ owner_token_hash: null, programme_id: 1 }))).toBe(false);
  });

  it('records who acts: staff as themselves, the owner link as the owner link', () => {
    expect(actingAs(FRESH_STAFF, 'record.handlerChange', record)).toEqual({
      actor: 'staff',
      by: { actorAdminId: 'a1', actorLabel: 'staff@example.org' },
    });
    expect(actingAs(OWNER, 'record.handlerChange', record)).toEqual({
      actor: 'owner',
      by: { actorLabel: 'owner link' },
    });
    expect(() => actingAs(STRANGER, 'record.handlerChange', record)).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'OWNER_LINK_REQUIRED' }),
    );
  });

  it('leaves an owner link to the record, and refuses a visitor before it is read', () => {
    expect(refusal(OWNER, 'card.download')).toBe('withResource');
    expect(refusal(VISITOR, 'card.download')).toBe('403 OWNER_LINK_REQUIRED');
    expect(refusal(SIGNING_IN, 'visits.read')).toBe('403 OWNER_LINK_REQUIRED');
  });

  it('asks staff-only actions for a session, then for its second factor', () => {
    expect(refusal(VISITOR, 'records.list')).toBe('401 UNAUTHENTICATED');
    expect(refusal(OWNER, 'record.review', record)).toBe('401 UNAUTHENTICATED');
    expect(refusal(SIGNING_IN, 'records.list')).toBe('403 MFA_REQUIRED');
    expect(refusal(STALE_STAFF, 'records.list')).toBe(true);
  });

  it('asks for a second factor from the last five minutes to delete, export, remove sample data, end a session or change an account', () => {
    for (const action of [
      'record.delete',
      'records.export',
      'sampleData.remove',
      'paymentCodes.generate',
      'staff.endSession',
      'account.change',
    ] as const) {
      expect(refusal(FRESH_STAFF, action, record)).toBe(true);
      expect(refusal(STALE_STAFF, action, record)).toBe('403 FRESH_SECOND_FACTOR_REQUIRED');
      expect(refusal(SIGNING_IN, action, record)).toBe('403 MFA_REQUIRED');
    }
  });

  it('lets a session enrol its first factor after the password alone, and later ones only with a fresh factor', () => {
    const first: Resource = { scope: 'account', hasFactors: false };
    const another: Resource = { scope: 'account', hasFactors: true };
    expect(refusal(SIGNING_IN, 'account.enrolFactor')).toBe('withResource');
    expect(refusal(SIGNING_IN, 'account.enrolFactor', first)).toBe(true);
    expect(refusal(SIGNING_IN, 'account.enrolFactor', another)).toBe('403 MFA_REQUIRED');
    expect(refusal(STALE_STAFF, 'account.enrolFactor', another)).toBe('403 FRESH_SECOND_FACTOR_REQUIRED');
    expect(refusal(FRESH_STAFF, 'account.enrolFactor', another)).toBe(true);
    expect(refusal(VISITOR, 'account.enrolFactor', first)).toBe('401 UNAUTHENTICATED');
  });

  it('lets the second factor be presented by any live session, and nobody without one', () => {
    expect(refusal(SIGNING_IN, 'session.secondFactor')).toBe(true);
    expect(refusal(STALE_STAFF, 'session.secondFactor')).toBe(true);
    expect(refusal(VISITOR, 'session.secondFactor')).toBe('401 UNAUTHENTICATED');
  });

  it("answers staff acting on another programme's record as if it did not exist, and asks for the record first", () => {
    expect(refusal(FRESH_STAFF, 'record.delete')).toBe('withResource');
    for (const action of ['record.review', 'record.edit', 'record.decide', 'record.delete', 'card.download'] as const) {
      expect(refusal(FRESH_STAFF, action, elsewhere)).toBe('404 NOT_FOUND');
      expect(refusal(FRESH_STAFF, action, record)).toBe(true);
    }
    expect(may(FRESH_STAFF, 'record.viewFull', elsewhere)).toBe(false);
    expect(may(OWNER, 'record.viewFull', elsewhere)).toBe(true);
    // Looking a registration up stays open to everyone, whichever programme holds it.
    expect(refusal(FRESH_STAFF, 'record.view', elsewhere)).toBe(true);
  });

  it("lets a trainer's account find, test and train its programme's teams, manage its own sign-in, and nothing else", () => {
    expect(refusal(TRAINER, 'teams.find')).toBe(true);
    for (const action of ['team.recordTest', 'team.logTraining'] as const) {
      expect(refusal(TRAINER, action)).toBe('withResource');
      expect(refusal(TRAINER, action, record)).toBe(true);
      expect(refusal(TRAINER, action, elsewhere)).toBe('404 NOT_FOUND');
    }
    expect(actingAs(TRAINER, 'team.recordTest', record)).toEqual({
      actor: 'staff',
      by: { actorAdminId: 'a1', actorLabel: 'trainer@example.org' },
    });
    expect(refusal(TRAINER, 'account.read', { scope: 'account', hasFactors: true })).toBe(true);
    expect(refusal(TRAINER, 'session.secondFactor')).toBe(true);
    for (const action of [
      'records.list',
      'trainers.manage',
      'trainers.invite',
      'staff.oversee',
      'activity.read',
    ] as const)
      expect(refusal(TRAINER, action)).toBe('403 STAFF_ONLY');
    for (const action of ['record.review', 'record.edit', 'record.delete'] as const)
      expect(refusal(TRAINER, action, record)).toBe('403 STAFF_ONLY');
    // What staff and the owner link may do with a record stays theirs.
    expect(refusal(TRAINER, 'card.download', record)).toBe('403 OWNER_LINK_REQUIRED');
    expect(may(TRAINER, 'record.viewFull', record)).toBe(false);
  });

  it('opens the metrics to the token, not to staff', () => {
    expect(refusal(VISITOR, 'registry.metrics', { scope: 'registry', metricsTokenPresented: true })).toBe(true);
    expect(refusal(FRESH_STAFF, 'registry.metrics', { scope: 'registry', metricsTokenPresented: false })).toBe(
      '401 METRICS_TOKEN_REQUIRED',
    );
  });
});
