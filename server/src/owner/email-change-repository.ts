/** All SQL on owner_email_changes: a registration's latest contact email change made with the owner link. */
import type { Kysely, Selectable } from 'kysely';
import type { DB, OwnerEmailChangesTable } from '../db/schema';

export type EmailChangeRow = Selectable<OwnerEmailChangesTable>;

export async function findEmailChange(db: Kysely<DB>, dogId: string): Promise<EmailChangeRow | null> {
  return (
    (await db.selectFrom('owner_email_changes').selectAll().where('dog_id', '=', dogId).executeTakeFirst()) ?? null
  );
}

export async function findEmailChangeByToken(
  db: Kysely<DB>,
  column: 'undo_token_hash' | 'confirm_token_hash',
  hash: string,
): Promise<EmailChangeRow | null> {
  return (await db.selectFrom('owner_email_changes').selectAll().where(column, '=', hash).executeTakeFirst()) ?? null;
}

/** The registration's change is now this one: an earlier one's links stop working. */
export async function replaceEmailChange(db: Kysely<DB>, change: EmailChangeRow): Promise<void> {
  await deleteEmailChange(db, change.dog_id);
  await db.insertInto('owner_email_changes').values(change).execute();
}

export async function deleteEmailChange(db: Kysely<DB>, dogId: string): Promise<void> {
  await db.deleteFrom('owner_email_changes').where('dog_id', '=', dogId).execute();
}

/** By the token's hash, so a change that replaced this one meanwhile is not the one confirmed. */
export async function markEmailConfirmed(db: Kysely<DB>, confirmTokenHash: string, at: string): Promise<void> {
  await db
    .updateTable('owner_email_changes')
    .set({ confirmed_at: at, confirm_token_hash: null })
    .where('confirm_token_hash', '=', confirmTokenHash)
    .execute();
}
