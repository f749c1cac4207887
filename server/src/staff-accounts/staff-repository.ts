/** All SQL on admin accounts. */
import type { Kysely } from 'kysely';
import type { StaffRow, DB } from '../db/schema';
import { normalizeEmail } from '#common/normalize';
import { randomToken } from '../lib/tokens';

export async function findStaffByEmail(db: Kysely<DB>, email: string): Promise<StaffRow | null> {
  return (
    (await db.selectFrom('admins').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst()) ?? null
  );
}

export async function countStaff(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates the admin, or sets a new password for an existing one; returns whether it was created. */
export async function upsertStaff(
  db: Kysely<DB>,
  email: string,
  passwordHash: string,
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const at = now.toISOString();
  const existing = await findStaffByEmail(db, email);
  if (existing) {
    await db
      .updateTable('admins')
      .set({ password_hash: passwordHash, updated_at: at })
      .where('id', '=', existing.id)
      .execute();
    // A reset password ends every session signed in with the old one.
    await db.deleteFrom('sessions').where('admin_id', '=', existing.id).execute();
    return { id: existing.id, created: false };
  }
  const id = randomToken(16);
  await db
    .insertInto('admins')
    .values({ id, email: normalizeEmail(email), password_hash: passwordHash, created_at: at, updated_at: at })
    .execute();
  return { id, created: true };
}
