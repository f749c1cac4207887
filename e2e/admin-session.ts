/** Admins and sessions made in the e2e server's database, and handed to the browser as cookies. */
import type { BrowserContext, TestInfo } from '@playwright/test';
import { upsertAdmin } from '../server/src/admins/admin-repository';
import { hashPassword } from '../server/src/admins/password';
import { createSession } from '../server/src/admins/session-repository';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '#common/constants';
import { e2eDatabase } from './database';

export const E2E_ADMIN = { email: 'staff@example.org', password: 'correct horse battery staple' };

export async function ensureAdmin(testInfo: TestInfo): Promise<string> {
  const db = e2eDatabase(testInfo).db;
  const existing = await db.selectFrom('admins').select('id').where('email', '=', E2E_ADMIN.email).executeTakeFirst();
  return existing?.id ?? (await upsertAdmin(db, E2E_ADMIN.email, await hashPassword(E2E_ADMIN.password))).id;
}

export async function signIn(context: BrowserContext, testInfo: TestInfo, baseURL: string): Promise<void> {
  const token = await createSession(e2eDatabase(testInfo).db, await ensureAdmin(testInfo));
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
}
