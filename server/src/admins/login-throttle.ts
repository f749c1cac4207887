/**
 * Failed sign-ins, counted per account and per address over a sliding window, in the database so
 * that every instance sees the same count. A success does not erase failures: an attacker who also
 * holds one valid account cannot reset the counter of another.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS } from './session-policy';

/** Minutes until another attempt is allowed, or 0 when it is allowed now. */
export async function loginWaitMinutes(db: Kysely<DB>, email: string, ip: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const waits = await Promise.all(
    [
      { column: 'email' as const, value: email, max: LOGIN_MAX_FAILURES_PER_ACCOUNT },
      { column: 'ip' as const, value: ip, max: LOGIN_MAX_FAILURES_PER_ADDRESS },
    ].map(async ({ column, value, max }) => {
      const rows = await db
        .selectFrom('login_failures')
        .select('at')
        .where(column, '=', value)
        .where('at', '>', since)
        .orderBy('at', 'desc')
        .limit(max)
        .execute();
      if (rows.length < max) return 0;
      // Allowed again once the oldest of the last `max` failures leaves the window.
      const oldest = new Date(rows[rows.length - 1]?.at ?? now.toISOString()).getTime();
      return Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now.getTime()) / 60_000));
    }),
  );
  return Math.max(...waits);
}

export async function recordLoginFailure(db: Kysely<DB>, email: string, ip: string, now = new Date()): Promise<void> {
  await db.insertInto('login_failures').values({ email, ip, at: now.toISOString() }).execute();
  // Old rows are no longer needed by any count.
  await db
    .deleteFrom('login_failures')
    .where('at', '<', new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString())
    .execute();
}
