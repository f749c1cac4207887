/** All SQL on admin accounts. */
import type { Kysely } from 'kysely';
import { DEFAULT_PROGRAMME_ID, type StaffRow, type DB, type StaffRole } from '../db/schema';
import { normalizeEmail } from '#common/normalize';
import { randomToken } from '../lib/tokens';

export async function findStaffByEmail(db: Kysely<DB>, email: string): Promise<StaffRow | null> {
  return (
    (await db.selectFrom('admins').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst()) ?? null
  );
}

/** Every account, or those of one role. */
export async function countStaff(db: Kysely<DB>, { role }: { role?: StaffRole } = {}): Promise<number> {
  let query = db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n'));
  if (role) query = query.where('role', '=', role);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Creates the admin, staff of the programme given (the default programme's without one), or sets a new
 * password for an existing one, whose programme stays; returns whether it was created. The first
 * account the deployment has (none is its operator yet) becomes its operator.
 */
export async function upsertStaff(
  db: Kysely<DB>,
  email: string,
  passwordHash: string,
  { programmeId = DEFAULT_PROGRAMME_ID, now = new Date() }: { programmeId?: number; now?: Date } = {},
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
  const operator = await db.selectFrom('admins').select('id').where('is_operator', '=', 1).executeTakeFirst();
  // The CLI makes staff accounts; a trainer's account comes from an invitation (trainer-accounts/).
  await db
    .insertInto('admins')
    .values({
      id,
      email: normalizeEmail(email),
      password_hash: passwordHash,
      created_at: at,
      updated_at: at,
      programme_id: programmeId,
      is_operator: operator ? 0 : 1,
    })
    .execute();
  return { id, created: true };
}
