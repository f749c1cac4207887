/** The one-time link that creates the first admin on a database that has none. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { randomToken, sha256 } from '../lib/tokens';
import { SETUP_LINK_TTL_MS } from '../access/session-policy';

export async function createSetupToken(db: Kysely<DB>, now = new Date()): Promise<string> {
  const token = randomToken(32);
  await db
    .insertInto('admin_setup_tokens')
    .values({
      token_hash: sha256(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SETUP_LINK_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

export async function isSetupTokenValid(db: Kysely<DB>, token: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('admin_setup_tokens')
    .select('token_hash')
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the token used; false when it was unknown, used or expired (the caller's transaction then rolls back). */
export async function consumeSetupToken(db: Kysely<DB>, token: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('admin_setup_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
