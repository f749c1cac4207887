/**
 * Passkeys in Chromium with a virtual authenticator (CDP WebAuthn): enrolment at first sign-in, signing
 * in with the passkey, the fresh-factor dialog before a delete, and the security page (factors, every
 * staff session, the security log). WebAuthn needs a domain, so these pages are opened on localhost.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { upsertAdmin } from '../server/src/admins/admin-repository';
import { hashPassword } from '../server/src/admins/password';
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
  await upsertAdmin(db, email, await hashPassword(PASSWORD));
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
