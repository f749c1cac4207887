/**
 * Passkeys in Chromium with a virtual authenticator (CDP WebAuthn): enrolment at first sign-in, signing
 * in with the passkey, the fresh-factor dialog before a delete, and the security page (factors, every
 * staff session, the security log). WebAuthn needs a domain, so these pages are opened on localhost.
 * Then the same dialog, with an authenticator app, before an export and before ending a session.
 */
import fs from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '#common/constants';
import { createSession } from '../server/src/access/session-repository';
import { upsertStaff } from '../server/src/staff-accounts/staff-repository';
import { hashPassword } from '../server/src/staff-accounts/password';
import { addFactor } from '../server/src/staff-accounts/second-factor/factor-repository';
import { newTotpSecret, totpCode } from '../server/src/staff-accounts/second-factor/totp';
import { expect, test } from './console-guard';
import { e2eDatabase } from './database';
import { registerDog } from './registrations';
import { expectNoAxeViolations } from './support';

const PASSWORD = 'a passkey user password';

async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signInWithPassword(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a staff member enrols a passkey, signs in with it, and confirms a delete with it', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const email = `passkey-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
  const db = e2eDatabase(testInfo).db;
  await upsertStaff(db, email, await hashPassword(PASSWORD));
  await addVirtualAuthenticator(context, page);

  // First sign-in: a passkey is made, then the recovery codes are shown once.
  await signInWithPassword(page, origin, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Set Up a Second Way to Sign In' })).toBeFocused();
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Save Your Recovery Codes' })).toBeFocused();
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Signed out, then in again: the password, then the passkey.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await signInWithPassword(page, origin, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm It’s You' })).toBeFocused();
  await expect(page.getByLabel('Code from your authenticator app')).toHaveCount(0);
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Ten minutes on, deleting a record asks for the passkey again, in a dialog, then goes through.
  const name = `Fresh ${testInfo.project.name}${Date.now().toString(36)}`;
  const dog = await registerDog(request, testInfo, name);
  const admin = await db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db
    .updateTable('sessions')
    .set({ second_factor_at: new Date(Date.now() - 10 * 60_000).toISOString() })
    .where('admin_id', '=', admin.id)
    .execute();
  await page.getByLabel('Search').fill(name);
  await page
    .getByRole('button', { name: `More actions for ${name}` })
    .first()
    .click();
  await page
    .getByRole('button', { name: `Delete ${name}` })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete Record' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm It’s You' });
  await expect(confirm).toContainText('This change needs your passkey');
  await expectNoAxeViolations(page, 'fresh second factor dialog');
  await confirm.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page.getByText(`${name} (${dog.registryNumber}) was deleted.`)).toBeVisible();
  await expect(confirm).toBeHidden();

  // The security page: the passkey, this session, and the log of what just happened.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const factors = page.getByRole('table', { name: 'The ways you confirm your sign-in' });
  await expect(factors.getByRole('cell', { name: 'Passkey' }).first()).toBeVisible();
  const sessions = page.getByRole('table', { name: 'Every staff session, most recently used first' });
  await expect(sessions.getByRole('row').filter({ hasText: email }).filter({ hasText: 'This session' })).toHaveCount(1);
  await expect(page.getByText('10 unused codes are left.')).toBeVisible();
  await expectNoAxeViolations(page, 'security page');
  await page.getByRole('link', { name: 'Read the security log' }).click();
  const log = page.getByRole('table', { name: 'Sign-ins, second factors, changes and ended sessions, newest first' });
  await expect(log.getByRole('row').nth(1)).toContainText('Second factor (passkey)');
  await expect(log.getByRole('row').filter({ hasText: 'Passkey or app added' }).filter({ hasText: email })).toHaveCount(
    1,
  );
  await expectNoAxeViolations(page, 'security log');
});

test('ten minutes on, exporting records and ending a session ask for the second factor again, then go through', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const db = e2eDatabase(testInfo).db;
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const email = `stale-${tag}@example.org`;
  const { id: adminId } = await upsertStaff(db, email, await hashPassword(PASSWORD));
  // Two authenticator apps: an app's code is accepted once, and the test confirms twice within 30 seconds.
  const [exportApp, endApp] = [newTotpSecret(), newTotpSecret()];
  for (const secret of [exportApp, endApp])
    await addFactor(db, adminId, { kind: 'totp', label: 'e2e app', secret, lastStep: null });
  const token = await createSession(db, { adminId, secondFactor: 'totp' });
  const elsewhere = `Elsewhere ${tag}`;
  await createSession(db, { adminId, secondFactor: 'totp', origin: { ip: '203.0.113.9', userAgent: elsewhere } });
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: baseURL ?? '', httpOnly: true, sameSite: 'Lax' },
    { name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL ?? '', sameSite: 'Lax' },
  ]);
  const factorPresentedLongAgo = () =>
    db
      .updateTable('sessions')
      .set({ second_factor_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('admin_id', '=', adminId)
      .execute();
  const confirmWith = async (secret: string) => {
    const confirm = page.getByRole('dialog', { name: 'Confirm It’s You' });
    await expect(confirm).toContainText('This change needs your passkey or a code from your authenticator app.');
    await confirm.getByLabel('Code from your authenticator app').fill(await totpCode(secret));
    await confirm.getByRole('button', { name: 'Verify' }).click();
    await expect(confirm).toBeHidden();
  };

  // The export: the dialog first, then the file, under the server's name, with the records searched for.
  const name = `Stale ${tag}`;
  const dog = await registerDog(request, testInfo, name);
  await factorPresentedLongAgo();
  await page.goto('/admin/dashboard');
  await page.getByLabel('Search').fill(name);
  await expect(page.getByText('Showing 1-1 of 1 record')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await confirmWith(exportApp);
  const file = await download;
  expect(file.suggestedFilename()).toBe(`service-dog-registry-${new Date().toISOString().slice(0, 10)}.csv`);
  const rows = parse(await fs.readFile((await file.path()) ?? ''), { bom: true }) as string[][];
  expect(rows.map((row) => row[0])).toEqual(['Registry Number', dog.registryNumber]);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

  // Ending a session elsewhere: the dialog again, then the session is gone from the list.
  await factorPresentedLongAgo();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click();
  const sessions = page.getByRole('table', { name: 'Every staff session, most recently used first' });
  const other = sessions.getByRole('row').filter({ hasText: elsewhere });
  await other.getByRole('button', { name: `End the session of ${email}`, exact: false }).click();
  await confirmWith(endApp);
  await expect(page.getByRole('status').filter({ hasText: `The session of ${email} was ended.` })).toBeVisible();
  await expect(other).toHaveCount(0);
});
