/** Admins and sessions made straight in the database, as epic-stack's Playwright fixtures do. */
import { upsertStaff } from '../staff-accounts/staff-repository';
import { hashPassword } from '../staff-accounts/password';
import { createSession } from '../access/session-repository';
import { SESSION_COOKIE } from '#common/constants';
import type { AppContext } from '../app-context';

export const STAFF_PASSWORD = 'correct horse battery staple';

/** A staff account with the tests' password: the default programme's, unless `programmeId` says which. */
export async function createStaff(
  context: AppContext,
  email = 'staff@example.org',
  { programmeId }: { programmeId?: number } = {},
): Promise<string> {
  return (await upsertStaff(context.database.db, email, await hashPassword(STAFF_PASSWORD), { programmeId })).id;
}

/**
 * A Cookie header for a fresh session of that admin, its second factor presented (a TOTP code) just
 * now; the sign-in tests walk the real steps.
 */
export async function staffSessionCookie(context: AppContext, email = 'staff@example.org'): Promise<string> {
  const existing = await context.database.db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  const id = existing?.id ?? (await createStaff(context, email));
  return `${SESSION_COOKIE}=${await createSession(context.database.db, { adminId: id, secondFactor: 'totp' })}`;
}
