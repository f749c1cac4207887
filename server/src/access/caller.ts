/**
 * Who is asking, decided once per request (plugins/auth.ts) and handed to permissions.ts, the
 * services, the presenters, the visitor cache and the rate limits. Today's callers are a visitor, a
 * signed-in staff member, a trainer's account, one still signing in, and whoever holds an owner link; an API client (a
 * verifier's key), a handler account or a programme's staff would be further members here, and further
 * cases in permissions.ts.
 */
import type { StaffSession } from './session-repository';
import { rateLimitKey } from '../lib/client-address';

export type Caller =
  /** No session and no owner link: the view every visitor shares (and that may be cached). */
  | { kind: 'visitor' }
  /** A staff member signed in with a session cookie, its second factor presented. */
  | { kind: 'staff'; session: StaffSession & { secondFactorAt: string } }
  /**
   * A trainer's account signed in with its second factor: records tests and training for its
   * programme's teams, as the directory listing `session.trainerLicense` (docs/decisions/046-trainer-accounts.md).
   */
  | { kind: 'trainer'; session: StaffSession & { secondFactorAt: string; trainerLicense: string } }
  /** A staff session that has not presented its second factor yet: a visitor's everywhere but signing in. */
  | { kind: 'signingIn'; session: StaffSession }
  /**
   * A request carrying an owner link's `key`. It claims one record: the policy compares the key with
   * that record's hash, and a key that does not match is treated as a visitor's request.
   */
  | { kind: 'ownerLink'; key: string };

export const VISITOR: Caller = { kind: 'visitor' };

/**
 * The caller from what a request carries: a trusted staff session wins over an owner link's key, and
 * the key over a session still waiting for its second factor.
 */
export function callerFrom(session: StaffSession | null, ownerKey: unknown): Caller {
  if (session?.secondFactorAt) {
    const trusted = { ...session, secondFactorAt: session.secondFactorAt };
    if (session.role === 'staff') return { kind: 'staff', session: trusted };
    if (session.trainerLicense)
      return { kind: 'trainer', session: { ...trusted, trainerLicense: session.trainerLicense } };
  }
  if (typeof ownerKey === 'string' && ownerKey !== '') return { kind: 'ownerLink', key: ownerKey };
  if (session) return { kind: 'signingIn', session };
  return VISITOR;
}

/**
 * Who a rate limit counts a request against: the client's address (an IPv6 client's /64) for every
 * caller today. An API client would be counted by its key instead.
 */
export function rateLimitSubject(_caller: Caller, ip: string): string {
  return rateLimitKey(ip);
}

/**
 * The key under which an answer may be shared with other callers, or null when it is this caller's own:
 * only a visitor's view is the same for everyone (public-record/visitor-answers.ts).
 */
export function sharedAnswerKey(caller: Caller, key: string): string | null {
  return caller.kind === 'visitor' ? key : null;
}
