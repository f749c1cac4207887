/**
 * Trainer accounts (docs/decisions/046-trainer-accounts.md) in the browser: staff invite a trainer from
 * the Trainers page; without email the page says so and shows the link to pass on. The trainer, on a
 * phone, opens it, chooses a password, enrols an authenticator app, finds a team by number and records a
 * checklist test and a training session. Their account reaches nothing else.
 */
import { expect, test } from './console-guard';
import { e2eDatabase, setDogState } from './database';
import { registerDog } from './registrations';
import { signIn } from './staff-session';
import { sendsEmail } from './mail';
import { expectNoAxeViolations } from './support';
import { totpCode } from '../server/src/staff-accounts/second-factor/totp';

const PASSWORD = 'a trainer at the test';

test('staff invite a trainer, who records a checklist test and training on a phone, and nothing else', async ({
  page,
  browser,
  context,
  request,
  baseURL,
}, testInfo) => {
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const license = `TR-${run}`;
  const name = `Casey Ruiz ${run}`;
  const at = new Date().toISOString();
  await e2eDatabase(testInfo)
    .db.insertInto('trainers')
    .values({
      license_number: license,
      name,
      organization: null,
      credential_id: `CRED-${run}`,
      status: 'active',
      certified_on: '2024-01-01',
      expires_on: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const dog = await registerDog(request, testInfo, 'Juniper');
  await setDogState(testInfo, dog.id, { status: 'active' });

  // Staff: the invitation, on the Trainers page.
  await signIn(context, testInfo, baseURL ?? '');
  await page.goto('/admin/trainers');
  await page.getByLabel('Search').fill(license);
  await page.getByRole('button', { name: `Invite ${name} to an account` }).click();
  await expect(page.getByRole('heading', { name: `Invite ${name} to record tests and training` })).toBeFocused();
  const email = `trainer-${run.toLowerCase()}@example.org`;
  await page.getByLabel("Trainer's email").fill(email);
  await page.getByRole('button', { name: 'Create invitation' }).click();
  // Emailed where the registry sends email; either way the link is shown, to pass on by hand if need be.
  if (sendsEmail(testInfo))
    await expect(page.getByRole('status').filter({ hasText: `Invitation emailed to ${email}` })).toBeVisible();
  else
    await expect(page.getByRole('status').filter({ hasText: 'This registry sends no email' })).toContainText(
      `so nothing was sent to ${email}`,
    );
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/admin\/invitation\/[\w-]{43}$/);
  await expectNoAxeViolations(page, 'an invitation to pass on by hand');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: `Invite ${name} to an account` })).toBeFocused();

  // The trainer, on a phone, with no session of the staff's.
  const phone = await browser.newContext({ viewport: { width: 375, height: 667 }, baseURL: baseURL ?? '' });
  const trainer = await phone.newPage();
  await trainer.goto(new URL(link).pathname);
  await expect(trainer.getByRole('heading', { level: 1, name: 'Create Your Trainer Account' })).toBeVisible();
  await expect(trainer.getByText(`invited you, ${name},`)).toBeVisible();
  await expect(trainer.getByLabel('Email')).toHaveValue(email);
  await expectNoAxeViolations(trainer, 'the invitation page');
  await trainer.getByLabel('Password').fill(PASSWORD);
  await trainer.getByRole('button', { name: 'Create Account and Sign In' }).click();

  await expect(trainer.getByRole('heading', { level: 1, name: 'Set Up a Second Way to Sign In' })).toBeFocused();
  await trainer.getByRole('button', { name: 'Use an authenticator app' }).click();
  const secret = (await trainer.getByTestId('totp-secret').textContent()) ?? '';
  await trainer.getByLabel('Code from your authenticator app').fill(await totpCode(secret));
  await trainer.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(trainer.getByRole('heading', { name: 'Save Your Recovery Codes' })).toBeFocused();
  await trainer.getByRole('button', { name: 'I have saved my codes' }).click();

  // Their page: two places in the staff area, nothing of the staff's.
  await expect(trainer.getByRole('heading', { level: 1, name: 'Tests and Training' })).toBeVisible();
  const nav = trainer.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(['Tests and training', 'Security']);
  await trainer.getByLabel('Registry number').fill('SDR-999999');
  await trainer.getByRole('button', { name: 'Find team' }).click();
  await expect(trainer.getByRole('alert')).toHaveText('No team of your program has this registry number.');
  await trainer.getByLabel('Registry number').fill(dog.registryNumber.toLowerCase());
  await trainer.getByRole('button', { name: 'Find team' }).click();
  await expect(trainer.getByRole('heading', { level: 2, name: 'Juniper with Riley H.' })).toBeVisible();
  await expect(trainer.getByText('You record this test as the evaluator:')).toContainText(license);
  await expectNoAxeViolations(trainer, 'a team found by a trainer');

  const checklist = trainer.getByRole('group', { name: 'Checklist' });
  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await expect(checklist.getByRole('status')).toHaveText('Result: passed. Every must-pass item was passed.');
  await trainer.getByLabel('Where (kind of place)').selectOption({ label: 'Shop or supermarket' });
  await trainer.getByRole('button', { name: 'Record test' }).click();
  await expect(trainer.getByText('Test recorded.', { exact: true })).toBeVisible();
  await expect(trainer.getByText(/^Last test: .*, Passed, evaluator /)).toContainText(license);

  await trainer.getByLabel('Day').fill(new Date().toISOString().slice(0, 10));
  await trainer.getByLabel('Hours').fill('1.5');
  await trainer.getByLabel('Skills practised').fill('Settling under a café table');
  await trainer.getByRole('button', { name: 'Log session' }).click();
  await expect(trainer.getByRole('table', { name: 'Logged sessions, newest first' })).toContainText(
    'Settling under a café table',
  );
  await expectNoAxeViolations(trainer, 'a test and a session recorded by a trainer');

  // The staff's pages lead back to the trainer's own.
  await trainer.goto('/admin/dashboard');
  await expect(trainer).toHaveURL(/\/admin\/tests$/);
  await nav.getByRole('link', { name: 'Security' }).click();
  await expect(trainer.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(trainer.getByRole('link', { name: 'Read the security log' })).toHaveCount(0);
  await phone.close();

  // The invitation worked once.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Invitation not valid' })).toBeVisible();
});
