/**
 * The account-wide cap on second-factor codes (issue 48): an authenticator app's code or a recovery code
 * can be guessed, and the per-address throttle alone lets a phished password and many addresses guess
 * for ever. Every code attempt for an account, from any address, is counted before the code is checked
 * (one atomic upsert, so simultaneous guesses cannot all slip under the cap); a right code starts the
 * count again. The tenth wrong one locks codes for the account: for SECOND_FACTOR_LOCK_MS, doubling with
 * each further lock, and after that only for a session signed in with the password after the lock began.
 * Passkeys cannot be guessed and stay open, so the account's owner is never locked out by an attacker.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  SECOND_FACTOR_ACCOUNT_MAX_FAILURES,
  SECOND_FACTOR_LOCK_MAX_MS,
  SECOND_FACTOR_LOCK_MS,
} from '../../access/session-policy';

const minutesUntil = (iso: string, now: Date) => Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 60_000));

/**
 * Counts one code attempt of the account by this session, before the code is checked: whether it may
 * go ahead (false: locked, or past the cap by simultaneous guesses and about to be).
 */
export async function reserveCodeAttempt(
  db: Kysely<DB>,
  adminId: string,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const session = await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirst();
  const sessionStart = session?.created_at ?? '';
  const counted = await db
    .insertInto('second_factor_locks')
    .values({ admin_id: adminId, failures: 1, lockouts: 0, locked_at: null, locked_until: null })
    .onConflict((oc) =>
      oc
        .column('admin_id')
        .doUpdateSet({
          failures: sql`second_factor_locks.failures + 1`,
          locked_at: null,
          locked_until: null,
        })
        .where((eb) =>
          eb.or([
            eb('second_factor_locks.locked_at', 'is', null),
            eb.and([
              eb('second_factor_locks.locked_until', '<=', at),
              eb('second_factor_locks.locked_at', '<', sessionStart),
            ]),
          ]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  return counted !== undefined && Number(counted.failures) <= SECOND_FACTOR_ACCOUNT_MAX_FAILURES;
}

/** The minutes a lock of codes has left; 0 when it is over (a session from before it must sign in again). */
export async function codeLockMinutes(db: Kysely<DB>, adminId: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('second_factor_locks')
    .select('locked_until')
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  const until = row?.locked_until;
  return until && until > now.toISOString() ? minutesUntil(until, now) : 0;
}

/** A right code: the account's count starts again (its locks so far still double the next one). */
export async function clearCodeAttempts(db: Kysely<DB>, adminId: string): Promise<void> {
  await db
    .updateTable('second_factor_locks')
    .set({ failures: 0 })
    .where('admin_id', '=', adminId)
    .where('locked_at', 'is', null)
    .execute();
}

/**
 * Locks codes for the account when its count has reached the cap; answers when the lock ends, or null
 * when it had not (or a simultaneous request locked it first, which then tells the account).
 */
export async function lockCodes(db: Kysely<DB>, adminId: string, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom('second_factor_locks')
    .select(['lockouts', 'failures'])
    .where('admin_id', '=', adminId)
    .where('locked_at', 'is', null)
    .executeTakeFirst();
  if (!row || Number(row.failures) < SECOND_FACTOR_ACCOUNT_MAX_FAILURES) return null;
  const lockouts = Number(row.lockouts);
  const lockMs = Math.min(SECOND_FACTOR_LOCK_MS * 2 ** lockouts, SECOND_FACTOR_LOCK_MAX_MS);
  const lockedUntil = new Date(now.getTime() + lockMs).toISOString();
  const locked = await db
    .updateTable('second_factor_locks')
    .set({ locked_at: now.toISOString(), locked_until: lockedUntil, lockouts: lockouts + 1, failures: 0 })
    .where('admin_id', '=', adminId)
    .where('locked_at', 'is', null)
    .where('lockouts', '=', lockouts)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) === 1 ? lockedUntil : null;
}
