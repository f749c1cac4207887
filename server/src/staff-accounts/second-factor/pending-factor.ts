/** What a session holds while a factor is enrolled or a passkey asked for: a challenge or a TOTP secret, for ten minutes. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { PENDING_FACTOR_MS } from '../../access/session-policy';

export interface Pending {
  challenge: string | null;
  totpSecret: string | null;
}

export async function holdPending(
  db: Kysely<DB>,
  sessionId: string,
  pending: Pending,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      challenge: pending.challenge,
      pending_totp_secret: pending.totpSecret,
      pending_until: new Date(now.getTime() + PENDING_FACTOR_MS).toISOString(),
    })
    .where('id', '=', sessionId)
    .execute();
}

/** The pending challenge or secret, or nulls when none is held or it has lapsed. */
export async function readPending(db: Kysely<DB>, sessionId: string, now = new Date()): Promise<Pending> {
  const row = await db
    .selectFrom('sessions')
    .select(['challenge', 'pending_totp_secret', 'pending_until'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row?.pending_until || row.pending_until <= now.toISOString()) return { challenge: null, totpSecret: null };
  return { challenge: row.challenge, totpSecret: row.pending_totp_secret };
}

/** A passkey challenge is answered once: it is cleared as it is read, so a response cannot be replayed. */
export async function takeChallenge(db: Kysely<DB>, sessionId: string, now = new Date()): Promise<string | null> {
  const { challenge } = await readPending(db, sessionId, now);
  await db.updateTable('sessions').set({ challenge: null }).where('id', '=', sessionId).execute();
  return challenge;
}
