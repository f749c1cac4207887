/** Sessions live in the database so that several server instances share them; only token hashes are stored. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { randomToken, sha256 } from '../lib/tokens';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './session-policy';

export interface SignedInAdmin {
  id: string;
  email: string;
  sessionId: string;
}

export async function createSession(db: Kysely<DB>, adminId: string, now = new Date()): Promise<string> {
  const token = randomToken(32);
  const at = now.toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      admin_id: adminId,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The admin behind a cookie's token, or null when the session is unknown, idle too long or past its end. */
export async function findSession(db: Kysely<DB>, token: string, now = new Date()): Promise<SignedInAdmin | null> {
  const id = sha256(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select(['sessions.id as sessionId', 'sessions.last_seen_at', 'sessions.expires_at', 'admins.id', 'admins.email'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const idleSince = now.getTime() - new Date(row.last_seen_at).getTime();
  if (row.expires_at <= now.toISOString() || idleSince > SESSION_IDLE_MS) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (idleSince > SESSION_TOUCH_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute();
  }
  return { id: row.id, email: row.email, sessionId: row.sessionId };
}

export async function deleteSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
