/** All SQL on the one-time links that invite a trainer to an account (migration 0027). */
import type { Kysely } from 'kysely';
import type { DB, TrainerInvitationsTable } from '../db/schema';
import { sha256 } from '../lib/tokens';

export type InvitationRow = TrainerInvitationsTable;

/** Stores a new invitation; earlier unused ones for the same trainer stop working. */
export async function storeInvitation(db: Kysely<DB>, row: InvitationRow): Promise<void> {
  await db
    .deleteFrom('trainer_invitations')
    .where('trainer_license', '=', row.trainer_license)
    .where('used_at', 'is', null)
    .execute();
  await db.insertInto('trainer_invitations').values(row).execute();
}

/** The invitation behind a link's token, when it is unused and not expired. */
export async function findLiveInvitation(db: Kysely<DB>, token: string, now: Date): Promise<InvitationRow | null> {
  return (
    (await db
      .selectFrom('trainer_invitations')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst()) ?? null
  );
}

/** Marks it used; false when another request used it first (the caller's transaction then rolls back). */
export async function useInvitation(db: Kysely<DB>, token: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('trainer_invitations')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
