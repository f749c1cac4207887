import fs from 'node:fs/promises';
import { expect, test } from './console-guard';
import { parse } from 'csv-parse/sync';
import type { RegistrationCreated } from '../common/api';
import { createSetupToken } from '../server/src/staff-accounts/setup-token';
import { E2E_ADMIN, signIn } from './staff-session';
import { e2eDatabase } from './database';
import { registerDog } from './registrations';
import { expectNoAxeViolations } from './support';
import { sendsEmail } from './mail';
import { totpCode } from '../server/src/staff-accounts/second-factor/totp';

test.describe.configure({ mode: 'serial' });

/** One of the first admin's recovery codes, saved at setup and used to sign in by the next test. */
let recoveryCode = '';

test('the first admin is created with the one-time setup link', async ({ page }, testInfo) => {
  const db = e2eDatabase(testInfo).db;
  // Each run's database is new, and this file creates the only admins: none exists yet.
  expect(await db.selectFrom('admins').select('id').execute()).toHaveLength(0);
  const token = await createSetupToken(db);
  await page.goto(`/admin/setup/${token}`);
  await expect(page.getByRole('heading', { name: 'Create the First Admin' })).toBeVisible();
  await expectNoAxeViolations(page, 'setup page');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('too short');
  await page.getByRole('button', { name: 'Create Admin and Sign In' }).click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Create Admin and Sign In' }).click();

  // The link walks through the second factor: an authenticator app here (passkeys: second-factor.spec.ts).
  const enrol = page.getByRole('heading', { level: 1, name: 'Set Up a Second Way to Sign In' });
  await expect(enrol).toBeFocused();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'second factor enrolment');
  await page.getByRole('button', { name: 'Use an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('That code did not match.')).toBeVisible();
  await expectNoAxeViolations(page, 'authenticator app enrolment with an error');
  await page.getByLabel('Code from your authenticator app').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Save Your Recovery Codes' })).toBeFocused();
  const codes = await page
    .getByRole('list', { name: 'Your ten recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  recoveryCode = codes[0]!;
  await expectNoAxeViolations(page, 'recovery codes');
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto(`/admin/setup/${token}`);
  await expect(page.getByRole('heading', { name: 'Setup link not valid' })).toBeVisible();
});

test('sign-in explains failures, returns to the page asked for, and logout ends the session', async ({ page }) => {
  await page.goto('/admin/trainers');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Ftrainers$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectNoAxeViolations(page, 'login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email and password are required');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('a wrong password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expectNoAxeViolations(page, 'login with error');
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The password alone opens nothing: the second factor comes next, here one of the recovery codes.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm It’s You' })).toBeFocused();
  await expectNoAxeViolations(page, 'second factor');
  await page.getByLabel('Code from your authenticator app').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code or passkey did not match. Try again, or use a recovery code.',
  );
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Trainer Directory' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Login' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('the dashboard searches, filters, pages, approves, deletes and exports', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const dogs: RegistrationCreated[] = [];
  for (let i = 0; i < 12; i++)
    dogs.push(await registerDog(request, testInfo, `Dash${tag} ${String(i).padStart(2, '0')}`));
  const evil = await registerDog(request, testInfo, `=cmd|' /C calc'!A0 ${tag}`);
  await signIn(context, testInfo, baseURL ?? '');

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(/Sample data is present/)).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');
  // Removing the sample data cannot be undone: it asks first, and Cancel keeps it (other tests use it).
  const removeSample = page.getByRole('button', { name: 'Remove sample data' });
  await removeSample.click();
  const asking = page.getByRole('dialog', { name: 'Remove the sample data?' });
  await expect(asking).toContainText('the sample trainer (DEMO-12345) and the');
  await expect(asking).toContainText('It cannot be undone.');
  await expectNoAxeViolations(page, 'remove sample data, asked');
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(asking).toBeHidden();
  await expect(removeSample).toBeFocused();
  await expect(page.getByText(/Sample data is present/)).toBeVisible();
  await expect(page.getByText(/Sample data is present/)).toBeVisible();
  // A tile filters the list to what it counts, and says it is on; pressed again, it is off.
  const expiredTile = page.getByRole('button', { name: /^\d+ Expired$/ });
  await expiredTile.click();
  await expect(expiredTile).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('expired');
  await expiredTile.click();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('all');

  // While a search is asked and answered, the old rows say they are out of date, and a status says why.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/api\/admin\/dogs\?.*search=/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Search').fill(`dash${tag}`);
  await expect(page.getByRole('status').filter({ hasText: 'Finding the records that match…' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard while a search loads');
  answer();
  await expect(page).toHaveURL(new RegExp(`search=dash${tag}`));
  await expect(page.getByText('Showing 1-10 of 12 records')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Finding the records that match…')).toHaveCount(0);
  await page.unroute(/\/api\/admin\/dogs\?.*search=/);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 11-12 of 12 records')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Showing 11-12 of 12 records')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Showing 1-10 of 12 records')).toBeVisible();

  await page.getByRole('button', { name: /Dog Name/ }).click();
  await expect(page.getByRole('row').nth(1)).toContainText(`Dash${tag} 00`);
  await page.getByRole('button', { name: `Approve Dash${tag} 00` }).click();
  await expect(page.getByText(`Dash${tag} 00 (${dogs[0]?.registryNumber}) was approved.`)).toBeVisible();
  // Deny cannot be undone, so it asks first; Cancel keeps the record.
  await page.getByRole('button', { name: `Deny Dash${tag} 01` }).click();
  const denial = page.getByRole('dialog', { name: 'Confirm Denial' });
  await expect(denial).toContainText(`Deny the registration of Dash${tag} 01 (${dogs[1]?.registryNumber})?`);
  await expectNoAxeViolations(page, 'deny confirmation');
  await denial.getByRole('button', { name: 'Cancel' }).click();
  await expect(denial).toBeHidden();
  await expect(page.getByRole('button', { name: `Deny Dash${tag} 01` })).toBeVisible();
  await page.getByRole('button', { name: `Deny Dash${tag} 01` }).click();
  // The applicant is told why, so a reason is required; the payment code goes back unless staff untick it.
  await denial.getByRole('button', { name: 'Deny Registration' }).click();
  // Where the reason goes is said as it is: emailed, or left for staff to pass on (decision 049).
  const told = sendsEmail(testInfo)
    ? { label: 'Reason (emailed to the applicant)', done: 'the applicant is emailed your reason' }
    : { label: 'Reason (for the applicant)', done: 'your reason waits in To pass on, for you to give the applicant' };
  const reason = denial.getByLabel(told.label);
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription(/Give the reason; the handler is told it/);
  await expect(denial.getByLabel('Let the applicant use their payment code again')).toBeChecked();
  await reason.fill('The trainer listed has not tested this team.');
  await denial.getByRole('button', { name: 'Deny Registration' }).click();
  // The row's buttons are gone with its pending status: focus goes to what happened.
  await expect(page.getByText(`Dash${tag} 01 (${dogs[1]?.registryNumber}) was denied; ${told.done}.`)).toBeFocused();
  await page.getByLabel('Status').selectOption('denied');
  await expect(page.getByRole('row').nth(1)).toContainText(`Dash${tag} 01`);
  await expect(page.getByRole('row').nth(1)).toContainText('DENIED');
  await page.getByLabel('Status').selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await expect(page.getByText('Showing 1-1 of 1 record')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('ACTIVE');

  await page.getByLabel('Status').selectOption('revoked');
  await expect(page.getByText('No service dogs match your search criteria')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard empty search');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');

  await page.getByLabel('Search').fill(`dash${tag} 05`);
  await expect(page.getByText('Showing 1-1 of 1 record')).toBeVisible();
  // Secondary actions wait behind More: it opens by keyboard on its first item, Escape closes it and
  // focus goes back to the button.
  const more = page.getByRole('button', { name: `More actions for Dash${tag} 05` });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: `View card for Dash${tag} 05` })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: `View card for Dash${tag} 05` })).toBeHidden();
  await expect(more).toBeFocused();
  await more.click();
  await page.getByRole('button', { name: `Delete Dash${tag} 05` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText(
    `Are you sure you want to delete the registry record for Dash${tag} 05 (${dogs[5]?.registryNumber})? This action cannot be undone.`,
  );
  await expectNoAxeViolations(page, 'delete modal');
  await dialog.getByRole('button', { name: 'Delete Record' }).click();
  await expect(page.getByText(`Dash${tag} 05 (${dogs[5]?.registryNumber}) was deleted.`)).toBeVisible();
  // The deleted record's number is retired: its card now says it is not valid.
  expect(await (await request.get(`/api/dogs/${dogs[5]?.id}`)).json()).toEqual({
    view: 'not_valid',
    registryNumber: dogs[5]?.registryNumber,
    revoked: false,
  });

  // The denied record stays (as denied); the deleted one is gone.
  await page.getByLabel('Search').fill(tag);
  await expect(page.getByText('Showing 1-10 of 12 records')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`service-dog-registry-${new Date().toISOString().slice(0, 10)}.csv`);
  const rows = parse(await fs.readFile((await file.path()) ?? ''), { bom: true }) as string[][];
  expect(rows[0]?.[0]).toBe('Registry Number');
  expect(rows).toHaveLength(13);
  expect(rows.find((row) => row[0] === dogs[1]?.registryNumber)?.[9]).toBe('Denied');
  expect(rows.find((row) => row[0] === evil.registryNumber)?.[1]).toBe(`'=cmd|' /C calc'!A0 ${tag}`);
});

test('an edit saves, and a save over someone else’s change is refused', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, `Editable ${testInfo.project.name}`);
  await signIn(context, testInfo, baseURL ?? '');
  await page.goto(`/admin/edit/${dog.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Editable ${testInfo.project.name}` })).toBeVisible();
  // The dashboard's item stays marked on its records' edit pages; fields are as wide as what they hold.
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('aria-current', 'location');
  expect((await page.getByLabel("Dog's name").boundingBox())!.width).toBeLessThanOrEqual(576);
  // The photo is changed with a button like the others, which the keyboard reaches through its file input.
  const changePhoto = page.getByText('Change Photo', { exact: true });
  await expect(changePhoto).toHaveCSS('cursor', 'pointer');
  expect((await changePhoto.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.getByLabel('Change Photo').focus();
  await expect(page.getByLabel('Change Photo')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  // The number is read, not offered as a field to type in.
  await expect(page.getByLabel('Registry number')).toHaveCount(0);
  await expect(page.getByText('Registry numbers cannot be changed')).toBeVisible();
  await expectNoAxeViolations(page, 'edit page');

  await page.getByLabel("Dog's name").fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Dog name is required')).toBeVisible();
  await expectNoAxeViolations(page, 'edit page with error');

  // Someone else saves first.
  await e2eDatabase(testInfo)
    .db.updateTable('service_dogs')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', dog.id)
    .execute();
  await page.getByLabel("Dog's name").fill('Renamed');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The refusal is told beside Save, which it describes, with the way on.
  const refusal = page.getByRole('alert');
  await expect(refusal).toHaveText('This record was changed by someone else. Reload to see the latest version.');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveAccessibleDescription(
    'This record was changed by someone else. Reload to see the latest version.',
  );
  await page.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(page.getByLabel("Dog's name")).toHaveValue(`Editable ${testInfo.project.name}`);
  await expect(refusal).toBeHidden();
  await page.getByLabel("Dog's name").fill('Renamed');
  const breed = 'Nova Scotia Duck Tolling Retriever and Labrador Cross';
  await page.getByLabel('Breed').fill(breed);
  const address = '1200 Northwest Marshall Street, Apartment 4B, Portland, OR 97209';
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByLabel('Status', { exact: true }).selectOption('revoked');
  await page.getByLabel('Reason for this status').fill('The handler asked us to close it.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Renamed (${dog.registryNumber}) was saved and is now revoked.` }),
  ).toBeFocused();
  const card = await (await page.request.get(`/api/dogs/${dog.id}`)).json();
  expect(card).toMatchObject({ view: 'full', dogName: 'Renamed', status: 'revoked' });
  // The activity log says what changed, in words; a long value is cut, and the whole sentence opens below it.
  await page.goto('/admin/activity');
  const row = page.getByRole('row').filter({ hasText: dog.registryNumber });
  const edited = row.getByRole('cell', {
    name: `Changed dog's name from Editable ${testInfo.project.name} to Renamed`,
  });
  await expect(edited).toBeVisible();
  await expect(edited).toContainText('to Nova Scotia Duck Tolling Retriever and …');
  await expect(edited.getByText(breed)).toBeHidden();
  await edited.getByText('Show in full').click();
  await expect(edited.getByText(breed)).toBeVisible();
  // A contact detail is named, not copied into the log.
  await expect(edited).toContainText('Changed address');
  await expect(page.getByText(address)).toHaveCount(0);
  await expect(row.getByRole('cell', { name: 'Changed status from Pending review to Revoked' })).toBeVisible();
  expect(await (await request.get(`/api/dogs/${dog.id}`)).json()).toEqual({
    view: 'not_valid',
    registryNumber: dog.registryNumber,
    revoked: true,
  });

  // Admins see the full record; a revoked one prints an explanation, not a card.
  await page.goto(`/registry/${dog.id}`);
  await expect(page.getByRole('heading', { name: 'No card can be printed for this registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Card' })).toHaveCount(0);
});

test('trainers, payment codes and the activity log', async ({ page, context, baseURL }, testInfo) => {
  await signIn(context, testInfo, baseURL ?? '');
  const license = `E2E-${testInfo.project.name.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`.slice(0, 40);
  await page.goto('/admin/trainers');
  await expectNoAxeViolations(page, 'trainers');
  await page.getByLabel('Directory ID').fill(license);
  await page.getByLabel('Name', { exact: true }).fill('Robin Trainer');
  await page.getByLabel('Credential ID').fill('CRED-E2E');
  await page.getByRole('button', { name: 'Add Trainer' }).click();
  await expect(page.getByText(`Added Robin Trainer (${license}).`)).toBeVisible();
  await page.getByRole('button', { name: 'Suspend Robin Trainer' }).first().click();
  await expect(page.getByText(`Suspended Robin Trainer (${license}).`)).toBeVisible();
  await page.getByRole('button', { name: 'Reinstate Robin Trainer' }).first().click();
  await expect(page.getByText(`Reinstated Robin Trainer (${license}).`)).toBeVisible();

  // An active listing past its expiry date no longer counts, and the directory says so.
  const lapsed = `${license.slice(0, 30)}-OLD`;
  const at = new Date().toISOString();
  await e2eDatabase(testInfo)
    .db.insertInto('trainers')
    .values({
      license_number: lapsed,
      name: 'Lapsed Trainer',
      organization: null,
      credential_id: 'CRED-OLD',
      status: 'active',
      certified_on: '2019-01-15',
      expires_on: '2020-01-15',
      created_at: at,
      updated_at: at,
    })
    .execute();
  await page.getByLabel('Search trainers').fill(lapsed);
  await expect(page.getByRole('row', { name: /Lapsed Trainer/ })).toContainText('Expired on January 15, 2020');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payment Codes' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Codes' })).toBeVisible();
  await page.getByLabel('How many').fill('2');
  await page.getByLabel(/Note/).fill('For Robin Trainer');
  await page.getByRole('button', { name: 'Generate Codes' }).click();
  // The new batch is a numbered table, focused, with the whole list to copy, a CSV and a print of its own.
  await expect(page.getByRole('heading', { name: '2 new codes' })).toBeFocused();
  await expect(page.getByText('Note: For Robin Trainer')).toBeVisible();
  const batch = page.getByRole('table', { name: 'The codes just generated, in order' });
  await expect(batch.getByRole('row')).toHaveCount(3);
  const codes = (await batch.getByRole('row').allTextContents())
    .map((row) => row.match(/[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/)?.[0])
    .filter((found): found is string => found !== undefined);
  expect(codes).toHaveLength(2);
  const code = codes[0]!;
  const csv = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toMatch(/^payment-codes-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await fs.readFile((await file.path())!, 'utf8')).toBe(`code\r\n${codes.join('\r\n')}\r\n`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy all codes' }).click();
  await expect(page.getByText('2 codes copied to the clipboard, one per line.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
  await expectNoAxeViolations(page, 'a new batch of payment codes');
  // Printed, the page is the batch alone: no form, search or list of every code.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Generate Codes' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Payment codes, newest first' })).toBeHidden();
  await expect(batch).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: `Void ${code}` }).click();
  await expect(page.getByText(`Voided ${code}.`)).toBeVisible();
  await expectNoAxeViolations(page, 'payment codes');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Voided payment code ${code}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Added trainer ${license} (Robin Trainer)` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Suspended trainer ${license} (Robin Trainer)` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Reinstated trainer ${license} (Robin Trainer)` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Generated 2 payment codes — For Robin Trainer' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'activity');
});

test('the admin area fits the screen: the registry’s name on one line from 1024 to 1600 px, a table at 1280, cards on a phone', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const longName = `Sir Reginald Fluffington of the Northern Lakes ${tag}`;
  await registerDog(request, testInfo, longName, { ownerName: 'Maximiliana Featherstonehaugh-Wolfeschlegel' });
  await signIn(context, testInfo, baseURL ?? '');

  for (const width of [1024, 1280, 1440, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/dashboard?search=${encodeURIComponent(tag)}`);
    // The registry's name is never squeezed onto two lines by the staff's extra links.
    const name = page.getByRole('banner').getByText('Service Dog Registry', { exact: true });
    await expect(name).toBeVisible();
    const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await name.boundingBox())!.height, `the name's height at ${width}`).toBeLessThan(lineHeight * 1.5);
    if (width < 1280) {
      // Below 1280 px the signed-in links are in the menu.
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    } else {
      const logout = page.getByRole('button', { name: 'Logout' });
      const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
      await expect(logout).toBeVisible();
      // Every item of the navigation sits on one line, at the height of the first (read once the header settles).
      await expect
        .poll(async () => {
          const [last, first] = [await logout.boundingBox(), await home.boundingBox()];
          return last && first ? last.y - first.y : 'not laid out yet';
        }, `header items in one line at ${width}`)
        .toBe(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width}`).toBe(width);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  const cell = page.getByRole('row').nth(1).getByRole('cell').nth(1);
  // The long name is cut to its column with the whole of it one hover away, and the number never wraps.
  await expect(cell.locator('[title]')).toHaveAttribute('title', longName);
  const numberCell = page.getByRole('row').nth(1).getByRole('cell').first();
  expect((await numberCell.boundingBox())?.height).toBeLessThan(50);

  // A phone's first screen (375 × 667) reaches the list: the tiles scroll sideways, the filters keep one line.
  await page.setViewportSize({ width: 375, height: 667 });
  await expect(page.getByRole('table')).toBeHidden();
  const card = page.getByRole('list', { name: 'Registered service dogs' }).getByRole('listitem').first();
  await expect(card).toContainText(longName);
  expect((await card.boundingBox())!.y, 'the first record starts on the first screen').toBeLessThan(667);
  await expect(card.getByRole('link', { name: `Edit ${longName}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await expectNoAxeViolations(page, 'dashboard on a phone');
});

test('staff approve a pending registration from its edit page, where they read the details', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, `Reviewed ${testInfo.project.name}`);
  await signIn(context, testInfo, baseURL ?? '');
  await page.goto(`/admin/edit/${dog.id}`);
  const review = page.getByRole('region', { name: 'Waiting for review' });
  await expect(review).toBeVisible();
  await expectNoAxeViolations(page, 'edit page of a pending record');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Reviewed ${testInfo.project.name} (${dog.registryNumber}) was approved.` }),
  ).toBeVisible();
  await page.goto(`/admin/edit/${dog.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Reviewed ${testInfo.project.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for review' })).toHaveCount(0);
});

test('staff deny a registration from its edit page with a reason; it stays, as denied, and its owner sees why', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, `Declined ${testInfo.project.name}`);
  await signIn(context, testInfo, baseURL ?? '');
  await page.goto(`/admin/edit/${dog.id}`);
  await page.getByRole('region', { name: 'Waiting for review' }).getByRole('button', { name: 'Deny' }).click();
  const denial = page.getByRole('dialog', { name: 'Confirm Denial' });
  const byHand = !sendsEmail(testInfo);
  await denial
    .getByLabel(byHand ? 'Reason (for the applicant)' : 'Reason (emailed to the applicant)')
    .fill('No public access test is on record.');
  await expectNoAxeViolations(page, 'deny dialog on the edit page');
  await denial.getByRole('button', { name: 'Deny Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(
    page.getByText(
      byHand ? /was denied; your reason waits in To pass on/ : /was denied; the applicant is emailed your reason/,
    ),
  ).toBeFocused();
  await page.goto(`/admin/edit/${dog.id}`);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('denied');
  await expect(page.getByLabel('Reason for this status')).toHaveValue('No public access test is on record.');
  // The owner link (and staff) see why no card prints; a visitor learns only that the number is not valid.
  await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
  await expect(page.getByText('No public access test is on record.')).toBeVisible();
  await expectNoAxeViolations(page, 'owner view of a denied registration');
  expect(await (await request.get(`/api/dogs/${dog.id}`)).json()).toEqual({
    view: 'not_valid',
    registryNumber: dog.registryNumber,
    revoked: false,
  });
});

test('staff log a training session, and the handler reads it on the owner page; nobody else sees it', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, `Logged ${testInfo.project.name}`);
  await signIn(context, testInfo, baseURL ?? '');
  await page.goto(`/admin/edit/${dog.id}`);
  const panel = page.getByRole('region', { name: 'Training log' });
  await expect(panel.getByText('No session logged.')).toBeVisible();
  await panel.getByLabel('Day').fill(new Date().toISOString().slice(0, 10));
  await panel.getByLabel('Hours').fill('0.3');
  await panel.getByLabel('Skills practised').fill('Settling under a café table');
  await panel.getByRole('button', { name: 'Log session' }).click();
  await expect(panel.getByLabel('Hours')).toBeFocused();
  await expect(panel.getByText('Enter the hours as a number from 0.25 to 24, in quarter hours')).toBeVisible();
  await panel.getByLabel('Hours').fill('1.5');
  await panel.getByRole('button', { name: 'Log session' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Session logged.' })).toBeVisible();
  await expect(panel.getByRole('row').nth(1)).toContainText('Settling under a café table');
  await expectNoAxeViolations(page, 'edit page with a training session');

  await page.goto(`/registry/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}`);
  const owner = page.getByRole('region', { name: 'Training log' });
  await owner.getByRole('button', { name: 'Training log' }).click();
  await expect(owner.getByRole('row').nth(1)).toContainText('1.5');
  await expect(owner.getByRole('row').nth(1)).toContainText('Settling under a café table');
  expect((await request.get(`/api/dogs/${dog.id}/training-log`)).status()).toBe(403);
});

test('staff record a public access test on the edit page, and its due date caps the registration', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, `Tested ${testInfo.project.name}`);
  await signIn(context, testInfo, baseURL ?? '');
  await page.goto(`/admin/edit/${dog.id}`);
  const panel = page.getByRole('region', { name: 'Public access tests' });
  await expect(panel.getByText('No test recorded.')).toBeVisible();
  // Unsaved edits to the record come first: recording a test reloads it.
  await page.getByLabel("Dog's name").fill('Changed but not saved');
  await expect(panel.getByRole('button', { name: 'Record test' })).toBeDisabled();
  await page.getByLabel("Dog's name").fill(`Tested ${testInfo.project.name}`);
  await expect(panel.getByRole('button', { name: 'Record test' })).toBeEnabled();

  const today = new Date().toISOString().slice(0, 10);
  const due = `${new Date().getUTCFullYear() + 1}-06-30`;
  await panel.getByLabel('Tested on').fill(today);
  await panel.getByLabel("Evaluator's directory ID").fill('NOT-LISTED');
  await panel.getByLabel('Next test due (optional)').fill(due);
  // The checklist decides the result: nothing ticked fails; every must-pass item ticked passes.
  const checklist = panel.getByRole('group', { name: 'Checklist' });
  await expect(checklist.getByRole('status')).toHaveText('Result: failed. Must-pass items not passed: 12.');
  await panel.getByLabel('Where (kind of place) (optional)').selectOption('shop');
  const boxes = checklist.getByRole('checkbox');
  await expect(boxes).toHaveCount(15);
  for (const box of await boxes.all()) await box.check();
  await checklist.getByRole('checkbox', { name: 'Takes an elevator or stairs calmly' }).uncheck();
  await expect(checklist.getByRole('status')).toHaveText('Result: passed. Every must-pass item was passed.');
  await checklist.getByRole('checkbox', { name: /Stays under control when the leash is dropped/ }).press('Space');
  await expect(checklist.getByRole('status')).toHaveText('Result: failed. Must-pass items not passed: 1.');
  await checklist.getByRole('checkbox', { name: /Stays under control when the leash is dropped/ }).press('Space');
  await panel.getByRole('button', { name: 'Record test' }).click();
  await expect(panel.getByLabel("Evaluator's directory ID")).toBeFocused();
  await panel.getByLabel("Evaluator's directory ID").fill('DEMO-12345');
  await panel.getByRole('button', { name: 'Record test' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Test recorded.' })).toBeVisible();
  await expect(panel.getByRole('row').nth(1)).toContainText('DEMO-12345');
  await expect(panel.getByRole('row').nth(1)).toContainText('Passed');
  await expect(panel.getByRole('row').nth(1)).toContainText('14 of 15 passed · Shop or supermarket');
  await expect(panel.getByText(/The next test is due June 30/)).toBeVisible();
  await expectNoAxeViolations(page, 'edit page with an access test');
  const record = await (await page.request.get(`/api/admin/dogs/${dog.id}`)).json();
  expect(record).toMatchObject({ accessTestDue: due, expiresAt: `${due}T23:59:59.999Z` });
});
