/** Who sees and does what with a registration: the one policy every route and service asks. */
import { describe, expect, it } from 'vitest';
import { sha256 } from '../lib/tokens';
import { callerFrom, rateLimitSubject, sharedAnswerKey, VISITOR } from './caller';
import { accessTo, actingOn } from './record-access';

const admin = { id: 'a1', email: 'staff@example.org', sessionId: 's1' };
const row = { owner_token_hash: sha256('the-owner-key') };

describe('the caller of a request', () => {
  it('is staff when signed in (an owner key beside it changes nothing), the owner link with a key, else a visitor', () => {
    expect(callerFrom(admin, 'the-owner-key')).toEqual({ kind: 'staff', admin });
    expect(callerFrom(null, 'the-owner-key')).toEqual({ kind: 'ownerLink', key: 'the-owner-key' });
    expect(callerFrom(null, '')).toEqual(VISITOR);
    expect(callerFrom(null, ['a', 'b'])).toEqual(VISITOR);
    expect(callerFrom(null, undefined)).toEqual(VISITOR);
  });

  it("shares only a visitor's answer, and counts every caller's limits by address", () => {
    expect(sharedAnswerKey(VISITOR, 'id:1')).toBe('id:1');
    expect(sharedAnswerKey({ kind: 'staff', admin }, 'id:1')).toBeNull();
    expect(sharedAnswerKey({ kind: 'ownerLink', key: 'x' }, 'id:1')).toBeNull();
    expect(rateLimitSubject({ kind: 'staff', admin }, '2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  });
});

describe('access to a registration', () => {
  it('gives staff the whole record, acting as themselves, without counting a visit', () => {
    expect(accessTo({ kind: 'staff', admin }, row)).toEqual({
      view: 'full',
      acting: { actor: 'staff', by: { actorAdminId: 'a1', actorLabel: 'staff@example.org' } },
      countsAsVisit: false,
    });
  });

  it("gives the record's own owner link the whole record, acting as the owner link", () => {
    expect(accessTo({ kind: 'ownerLink', key: 'the-owner-key' }, row)).toEqual({
      view: 'full',
      acting: { actor: 'owner', by: { actorLabel: 'owner link' } },
      countsAsVisit: false,
    });
  });

  it("treats another record's key, or none, as a visitor: the public view, no action, a counted visit", () => {
    for (const caller of [{ kind: 'ownerLink', key: 'another-key' } as const, VISITOR]) {
      expect(accessTo(caller, row)).toEqual({ view: 'public', acting: null, countsAsVisit: true });
      expect(() => actingOn(caller, row)).toThrow(
        expect.objectContaining({ statusCode: 403, code: 'OWNER_LINK_REQUIRED' }),
      );
    }
  });
});
