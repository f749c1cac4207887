/** Admins and sessions made in the e2e server's database, and handed to the browser as cookies. */
import type { BrowserContext, TestInfo } from '@playwright/test';
import { upsertStaff } from '../server/src/staff-accounts/staff-repository';
import { hashPassword } from '../server/src/staff-accounts/password';
import { createSession } from '../server/src/access/session-repository';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '#common/constants';
import { e2eDatabase } from './database';
import { addFactor } from '../server/src/staff-accounts/second-factor/factor-repository';
import { totpCode } from '../server/src/staff-accounts/second-factor/totp';

export const E2E_ADMIN = { email: 'staff@example.org', password: 'correct horse battery staple' };

export async function ensureAdmin(testInfo: TestInfo): Promise<string> {
  const db = e2eDatabase(testInfo).db;
  const existing = await db.selectFrom('admins').select('id').where('email', '=', E2E_ADMIN.email).executeTakeFirst();
  return existing?.id ?? (await upsertStaff(db, E2E_ADMIN.email, await hashPassword(E2E_ADMIN.password))).id;
}

/** An authenticator app of the e2e admin's whose codes the tests compute (a second one beside any the UI enrolled). */
const E2E_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export async function ensureAdminWithApp(testInfo: TestInfo): Promise<string> {
  const id = await ensureAdmin(testInfo);
  const db = e2eDatabase(testInfo).db;
  const existing = await db
    .selectFrom('admin_factors')
    .select('id')
    .where('admin_id', '=', id)
    .where('totp_secret', '=', E2E_TOTP_SECRET)
    .executeTakeFirst();
  if (!existing) await addFactor(db, id, { kind: 'totp', label: 'e2e app', secret: E2E_TOTP_SECRET, lastStep: null });
  return id;
}

export function e2eAppCode(): Promise<string> {
  return totpCode(E2E_TOTP_SECRET);
}

export async function signIn(context: BrowserContext, testInfo: TestInfo, baseURL: string): Promise<void> {
  // Signed in as after both steps; the sign-in spec walks them in the browser.
  const token = await createSession(e2eDatabase(testInfo).db, {
    adminId: await ensureAdmin(testInfo),
    secondFactor: 'totp',
  });
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
}
