/** Admins and sessions made straight in the database, as epic-stack's Playwright fixtures do. */
import { upsertAdmin } from '../admins/admin-repository';
import { hashPassword } from '../admins/password';
import { createSession } from '../access/session-repository';
import { SESSION_COOKIE } from '#common/constants';
import type { AppContext } from '../app-context';

export const ADMIN_PASSWORD = 'correct horse battery staple';

export async function createAdmin(context: AppContext, email = 'staff@example.org'): Promise<string> {
  return (await upsertAdmin(context.database.db, email, await hashPassword(ADMIN_PASSWORD))).id;
}

/**
 * A Cookie header for a fresh session of that admin, its second factor presented (a TOTP code) just
 * now; the sign-in tests walk the real steps.
 */
export async function adminCookie(context: AppContext, email = 'staff@example.org'): Promise<string> {
  const existing = await context.database.db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  const id = existing?.id ?? (await createAdmin(context, email));
  return `${SESSION_COOKIE}=${await createSession(context.database.db, { adminId: id, secondFactor: 'totp' })}`;
}
