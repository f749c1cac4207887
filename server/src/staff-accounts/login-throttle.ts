/**
 * Sign-in throttling, shared by every instance through the database. Each attempt is counted before
 * its password is checked, by one atomic upsert per key, so simultaneous attempts cannot all pass a
 * check made before any was recorded. Failures lock an account only from the address they came from
 * (and an address across accounts), so nobody can lock an admin out from elsewhere; each lock of a
 * key lasts twice as long as the one before. A success clears its account-and-address key.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { rateLimitKey } from '../lib/client-address';
import {
  LOGIN_LOCK_MAX_MS,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MS,
} from '../access/session-policy';

const minutesUntil = (iso: string, now: Date) => Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 60_000));

/** Counts one attempt under `key`; the minutes to wait when it is (or just became) locked, else 0. */
async function countAttempt(db: Kysely<DB>, key: string, max: number, now: Date): Promise<number> {
  const at = now.toISOString();
  const windowOpen = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const counted = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_start: at, lockouts: 0, locked_until: null })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql`case when login_throttle.window_start < ${windowOpen} then 1 else login_throttle.failures + 1 end`,
          window_start: sql`case when login_throttle.window_start < ${windowOpen} then ${at} else login_throttle.window_start end`,
        })
        .where((eb) =>
          eb.or([eb('login_throttle.locked_until', 'is', null), eb('login_throttle.locked_until', '<=', at)]),
        ),
    )
    .returning(['failures', 'lockouts'])
    .executeTakeFirst();
  if (!counted) {
    const row = await db.selectFrom('login_throttle').select('locked_until').where('key', '=', key).executeTakeFirst();
    return row?.locked_until ? minutesUntil(row.locked_until, now) : 1;
  }
  if (Number(counted.failures) <= max) return 0;
  const lockMs = Math.min(LOGIN_LOCK_MS * 2 ** Number(counted.lockouts), LOGIN_LOCK_MAX_MS);
  const lockedUntil = new Date(now.getTime() + lockMs).toISOString();
  await db
    .updateTable('login_throttle')
    .set((eb) => ({ locked_until: lockedUntil, lockouts: eb('lockouts', '+', 1), failures: 0, window_start: at }))
    .where('key', '=', key)
    .execute();
  return minutesUntil(lockedUntil, now);
}

const keysFor = (email: string, ip: string) => {
  const address = rateLimitKey(ip);
  return { account: `account:${email}|${address}`, address: `address:${address}` };
};

/** Takes an attempt for this account from this address: the minutes to wait, or 0 to go ahead. */
export async function reserveSignInAttempt(
  db: Kysely<DB>,
  email: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const keys = keysFor(email, ip);
  const addressWait = await countAttempt(db, keys.address, LOGIN_MAX_FAILURES_PER_ADDRESS, now);
  if (addressWait > 0) return addressWait;
  return countAttempt(db, keys.account, LOGIN_MAX_FAILURES_PER_ACCOUNT, now);
}

/** A good password: the account's count from this address starts again, and the address gets its try back. */
export async function clearSignInAttempts(db: Kysely<DB>, email: string, ip: string): Promise<void> {
  const keys = keysFor(email, ip);
  await db.deleteFrom('login_throttle').where('key', '=', keys.account).execute();
  await db
    .updateTable('login_throttle')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', keys.address)
    .where('failures', '>', 0)
    .execute();
}
