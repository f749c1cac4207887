import { type Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { addPaymentCode, countDogs, e2eDatabase } from './database';
import { dogPhotoFile, expectNoAxeViolations, tabTo, uniqueCode } from './support';

async function fillDogStep(page: Page, photo: string, dogName: string) {
  await page.getByLabel("Dog's name").fill(dogName);
  await page.getByLabel('Breed').fill('Poodle');
  await page.getByLabel('Age').fill('2 years');
  await page.getByLabel('Service type', { exact: true }).selectOption('Hearing Dog');
  await page.getByLabel('Trainer directory ID').fill('DEMO-12345');
  await page.getByLabel('Dog photo').setInputFiles(photo);
}

/** Notes whether the "Verifying Trainer Information" modal opens at all, however briefly. */
async function watchVerifyingModal(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = window as unknown as { verifyingOpened?: boolean };
    seen.verifyingOpened = false;
    new MutationObserver(() => {
      if (document.querySelector('dialog[open][aria-labelledby="trainer-verifying-title"]'))
        seen.verifyingOpened = true;
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
  });
  return () => page.evaluate(() => (window as unknown as { verifyingOpened?: boolean }).verifyingOpened === true);
}

async function fillOwnerStep(page: Page) {
  await page.getByLabel('Full name').fill('Sam Keyboard');
  await page.getByLabel('Address').fill('1 Test Street');
  await page.getByLabel('Phone number').fill('555-201-7788');
  await page.getByLabel('Email').fill('sam.keyboard@example.org');
}

async function throughToPayment(page: Page, photo: string, dogName: string) {
  await page.goto('/register');
  await fillDogStep(page, photo, dogName);
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  await page.getByRole('button', { name: 'Continue to Handler Information' }).click();
  await fillOwnerStep(page);
  await page.getByRole('button', { name: 'Next: Payment Verification' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Payment Verification' })).toBeVisible();
}

test('a registration can be completed with the keyboard alone', async ({ page }, testInfo) => {
  const photo = await dogPhotoFile();
  const code = await addPaymentCode(testInfo, uniqueCode(testInfo));
  await page.goto('/register');

  const type = async (label: string, text: string) => {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  };
  await type("Dog's name", 'Keys');
  await type('Breed', 'Border Collie');
  await type('Age', '5 years');
  await tabTo(page, page.getByLabel('Service type', { exact: true }));
  await page.keyboard.type('Seizure');
  await expect(page.getByLabel('Service type', { exact: true })).toHaveValue('Seizure Response');
  await type('Trainer directory ID', 'DEMO-12345');
  await tabTo(page, page.getByLabel('Dog photo'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(photo);
  await tabTo(page, page.getByRole('button', { name: 'Next: Handler Information' }));
  const verifyingOpened = await watchVerifyingModal(page);
  await page.keyboard.press('Enter');

  const continueButton = page.getByRole('button', { name: 'Continue to Handler Information' });
  await expect(continueButton).toBeFocused();
  // A quick check goes straight to its result: "Verifying" does not flash up and away (held checks show it below).
  expect(await verifyingOpened()).toBe(false);
  // Escape stays on this step, to change the trainer: focus goes back to the trainer's ID, never to the page.
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Trainer directory ID')).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Next: Handler Information' }));
  await page.keyboard.press('Enter');
  await expect(continueButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Handler Information' })).toBeFocused();

  await type('Full name', 'Sam Keyboard');
  await type('Address', '1 Test Street');
  await type('Phone number', '555-201-7788');
  await type('Email', 'sam.keyboard@example.org');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Payment Verification' })).toBeFocused();

  await type('Payment confirmation number', code);
  await tabTo(page, page.getByRole('button', { name: 'Verify Payment' }));
  await page.keyboard.press('Enter');
  // Focus follows the answer, never falling back to the page's start.
  await expect(page.getByText('Payment confirmed.')).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Complete Registration' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Copy registry number' }));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Registry number copied to clipboard!')).toBeVisible();
  await expect(page.getByText('Registry number copied to clipboard!')).toBeHidden({ timeout: 4000 });
});

test('every step explains its errors, and both trainer modals pass axe', async ({ page }, testInfo) => {
  const photo = await dogPhotoFile();
  await page.goto('/register');
  await page.getByLabel('Service type', { exact: true }).selectOption('Other (Please specify)');
  await page.getByLabel('Microchip number').fill('12345');
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  for (const message of [
    'Dog name is required',
    'Dog breed is required',
    'Dog age is required',
    'Please specify the service type',
    'Trainer directory ID is required',
    'Dog photo is required',
    'Microchip number must be 9, 10 or 15 digits',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expect(page.getByLabel("Dog's name")).toHaveAttribute('aria-invalid', 'true');
  // Editing a field clears its error.
  await page.getByLabel("Dog's name").fill('B');
  await expect(page.getByLabel("Dog's name")).not.toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link', { name: 'Dog breed is required' }).click();
  await expect(page.getByLabel('Breed')).toBeFocused();

  await page.getByLabel('Service type', { exact: true }).selectOption('Autism Support');
  await page.getByLabel('Microchip number').fill('');
  await page.getByLabel('Breed').fill('Mixed');
  await page.getByLabel('Age').fill('1 year');
  await page.getByLabel('Dog photo').setInputFiles(photo);
  await page.getByLabel('Trainer directory ID').fill('NOT-A-TRAINER');
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  await expect(
    summary.getByRole('link', { name: "No trainer with this ID is listed in the registry's trainer directory" }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'step 1 with a refused license');

  // A listing past its expiry date says so, beside the field, and no modal opens.
  const expired = `OLD-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const at = new Date().toISOString();
  await e2eDatabase(testInfo)
    .db.insertInto('trainers')
    .values({
      license_number: expired,
      name: 'Pat Lister',
      organization: null,
      credential_id: 'CRED-X',
      status: 'active',
      certified_on: null,
      expires_on: '2021-01-15',
      created_at: at,
      updated_at: at,
    })
    .execute();
  await page.getByLabel('Trainer directory ID').fill(expired);
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  const expiredMessage = "This trainer's listing expired on January 15, 2021.";
  await expect(summary.getByRole('link', { name: expiredMessage })).toBeVisible();
  await expect(page.getByLabel('Trainer directory ID')).toHaveAccessibleDescription(new RegExp(expiredMessage));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Trained the dog yourself: the way in is said beside the field.
  await expect(page.getByLabel('Trainer directory ID')).toHaveAccessibleDescription(/Trained your dog yourself\?/);

  // Hold the license check to see the "Verifying" modal, then let it through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trainers/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Trainer directory ID').fill('DEMO-12345');
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  const verifying = page.getByRole('dialog', { name: 'Verifying Trainer Information' });
  await expect(verifying).toBeVisible();
  // It turns while it waits (the icon hidden from screen readers, which hear the words), so it never looks stuck.
  const spinner = verifying.locator('svg');
  await expect(spinner).toBeVisible();
  await expect(spinner).toHaveAttribute('aria-hidden', 'true');
  expect(await spinner.evaluate((svg) => getComputedStyle(svg).animationName)).toBe('spin');
  await expect(verifying.getByRole('status')).toHaveText("Checking the ID in the registry's trainer directory…");
  await expectNoAxeViolations(page, 'verifying modal');
  release();
  await expect(page.getByRole('dialog', { name: 'Trainer Verified Successfully' })).toBeVisible();
  await expectNoAxeViolations(page, 'verified modal');
  // A click on the backdrop continues too.
  await page.mouse.click(5, 5);
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Handler Information' })).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Next: Payment Verification' }).click();
  for (const message of [
    "The handler's name is required",
    'Address is required',
    'Phone number is required',
    'Email is invalid',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'step 2 with errors');
  await page.getByRole('button', { name: 'Back to Dog Information' }).click();
  await expect(page.getByLabel("Dog's name")).toHaveValue('B');
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  await page.getByRole('button', { name: 'Continue to Handler Information' }).click();
  await fillOwnerStep(page);
  await page.getByRole('button', { name: 'Next: Payment Verification' }).click();

  await expect(page.getByRole('button', { name: 'Verify Payment' })).toBeDisabled();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(
    summary.getByRole('link', { name: 'Please verify your payment confirmation number to continue.' }),
  ).toBeVisible();
  await page.getByLabel('Payment confirmation number').fill('WRONG-CODE');
  await page.getByRole('button', { name: 'Verify Payment' }).click();
  // The refusal sends the handler where the help box does: to the registry, never to someone else.
  await expect(
    summary.getByRole('link', {
      name: /^The registry did not issue this payment confirmation number\..*contact the registry/,
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Payment confirmation number')).toHaveAttribute('maxlength', '20');
  // A code someone already used says so, rather than calling it invalid.
  const used = await addPaymentCode(testInfo, uniqueCode(testInfo));
  await e2eDatabase(testInfo)
    .db.updateTable('payment_codes')
    .set({ used_at: new Date().toISOString() })
    .where('code', '=', used)
    .execute();
  await page.getByLabel('Payment confirmation number').fill(used);
  await page.getByRole('button', { name: 'Verify Payment' }).click();
  await expect(summary.getByRole('link', { name: /^This code was already used\./ })).toBeVisible();
  await expect(page.getByLabel('Payment confirmation number')).toHaveAccessibleDescription(
    /This code was already used\./,
  );
  // How to get a code is said beside the field, with the registry's contact and its fees page.
  const help = page.getByRole('heading', { name: 'No payment confirmation number yet?' }).locator('..');
  await expect(help.getByText(/Payment confirmation numbers come from the registry's staff/)).toBeVisible();
  await expect(help.getByRole('link', { name: 'registry@example.org' })).toBeVisible();
  const fees = help.getByRole('link', { name: 'Fees and how to pay (opens in a new tab)' });
  await expect(fees).toHaveAttribute('href', '/fees');
  await expect(fees).toHaveAttribute('target', '_blank');
  // The privacy notice and terms are linked from the wizard itself, in a new tab too.
  for (const [name, href] of [
    ['Privacy notice (opens in a new tab)', '/privacy'],
    ['Terms of use (opens in a new tab)', '/terms'],
  ] as const) {
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
  await expectNoAxeViolations(page, 'step 3 with errors');
});

test('typed values survive a reload; files must be chosen again and the page says so', async ({ page }) => {
  const photo = await dogPhotoFile();
  await page.goto('/register');
  await fillDogStep(page, photo, 'Reloaded');
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  await page.getByRole('button', { name: 'Continue to Handler Information' }).click();
  await page.getByLabel('Full name').fill('Remember Me');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Handler Information' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Remember Me');
  await expect(page.getByText(/files cannot be kept when the page reloads/)).toBeVisible();
  await page.getByRole('button', { name: 'Back to Dog Information' }).click();
  await expect(page.getByLabel("Dog's name")).toHaveValue('Reloaded');
  await expect(page.getByLabel('Service type', { exact: true })).toHaveValue('Hearing Dog');
  await expectNoAxeViolations(page, 'step 1 after reload');
});

test('a double-clicked Complete Registration creates exactly one record', async ({ page }, testInfo) => {
  const photo = await dogPhotoFile();
  const dogName = `Double ${testInfo.project.name} ${Date.now()}`;
  const code = await addPaymentCode(testInfo, uniqueCode(testInfo));
  await throughToPayment(page, photo, dogName);
  await page.getByLabel('Payment confirmation number').fill(code);
  await page.getByRole('button', { name: 'Verify Payment' }).click();
  await expect(page.getByText('Payment confirmed.')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Registration' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  expect(await countDogs(testInfo, dogName)).toBe(1);
});

test('registration completes where crypto.randomUUID is missing (plain HTTP on a LAN address)', async ({
  page,
}, testInfo) => {
  // Browsers offer crypto.randomUUID only in secure contexts; a registry reached at http://192.168.x.y has none.
  await page.addInitScript(() => Object.defineProperty(Crypto.prototype, 'randomUUID', { value: undefined }));
  const photo = await dogPhotoFile();
  const dogName = `Plain ${testInfo.project.name} ${Date.now()}`;
  const code = await addPaymentCode(testInfo, uniqueCode(testInfo));
  await throughToPayment(page, photo, dogName);
  await page.getByLabel('Payment confirmation number').fill(code);
  await page.getByRole('button', { name: 'Verify Payment' }).click();
  await expect(page.getByText('Payment confirmed.')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  expect(await countDogs(testInfo, dogName)).toBe(1);
});

test('a failed submission shows the banner and keeps every field', async ({ page }, testInfo) => {
  const photo = await dogPhotoFile();
  const dogName = `Kept ${Date.now()}`;
  const code = await addPaymentCode(testInfo, uniqueCode(testInfo));
  await throughToPayment(page, photo, dogName);
  await page.getByLabel('Payment confirmation number').fill(code);
  await page.getByRole('button', { name: 'Verify Payment' }).click();
  await expect(page.getByText('Payment confirmed.')).toBeVisible();
  await page.route('**/api/registrations', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'x' } }),
    }),
  );
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('An error occurred. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Payment confirmation number')).toHaveValue(code);
  await expect(page.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
  await page.getByRole('button', { name: 'Back to Handler Information' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('sam.keyboard@example.org');
  expect(await countDogs(testInfo, dogName)).toBe(0);

  // The same attempt, once the server answers again, goes through.
  await page.unroute('**/api/registrations');
  await page.getByRole('button', { name: 'Next: Payment Verification' }).click();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  expect(await countDogs(testInfo, dogName)).toBe(1);
});

test('the steps’ checks load when the visitor moves into the form; if they cannot come, Next says so and keeps every answer', async ({
  page,
}) => {
  const checks: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/wizard-schemas-[\w-]+\.js$/.test(sent.url())) checks.push(sent.url());
  });
  await page.route(/\/assets\/wizard-schemas-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Dog Information' })).toBeVisible();
  // The first screen does without them.
  expect(checks).toEqual([]);
  await page.getByLabel("Dog's name").fill('Offline');
  expect(checks).toHaveLength(1);
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Dog Information' })).toBeVisible();
  await expect(page.getByLabel("Dog's name")).toHaveValue('Offline');

  // Once they can come, the same Next checks the step.
  await page.unroute(/\/assets\/wizard-schemas-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'An error occurred' })).toHaveCount(0);
  await expect(page.getByLabel("Dog's name")).toHaveValue('Offline');
});

test('a name the card will shorten is shown as it will print, under its field, in both languages', async ({ page }) => {
  await page.goto('/register');
  const dogName = page.getByLabel("Dog's name");
  await dogName.fill('Biscuit');
  await expect(page.getByText('On the card:')).toHaveCount(0);
  await dogName.fill('Sir Reginald Barkington the Third of Oakwood');
  // Part of the field's description, so a screen reader hears it with the field.
  await expect(dogName).toHaveAccessibleDescription('On the card: “Sir Reginald Barkington the…”');
  await expectNoAxeViolations(page, 'wizard: a name the card shortens');
  await page.goto('/register?lang=es');
  const nombre = page.getByLabel('Nombre del perro');
  await nombre.fill('Señora Ñoña de la Peña y Montenegro');
  await expect(nombre).toHaveAccessibleDescription('En la tarjeta: «Señora Ñoña de la Peña y…»');
});
