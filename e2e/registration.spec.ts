import fs from 'node:fs/promises';
import { expect, test } from './console-guard';
import { sendsEmail } from './mail';
import { dogPhotoFile, expectNoAxeViolations } from './support';

test('a handler registers a dog, opens the card, and a visitor finds it by number', async ({
  page,
  baseURL,
}, testInfo) => {
  const photo = await dogPhotoFile();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'home');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register a Service Dog' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Dog Information' })).toBeVisible();
  await expectNoAxeViolations(page, 'wizard step 1');

  // Next with nothing filled in: the error summary appears, takes focus and lists each field's message.
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Dog name is required');
  await expect(summary).toContainText('Dog photo is required');
  await expectNoAxeViolations(page, 'wizard step 1 with errors');

  await page.getByLabel("Dog's name").fill('Biscuit');
  await page.getByLabel('Breed').fill('Labrador Retriever');
  await page.getByLabel('Age').fill('3 years');
  await page.getByLabel('Service type', { exact: true }).selectOption('Guide Dog (Visual Impairment)');
  await page.getByLabel('Trainer directory ID').fill('demo-12345');
  await page.getByLabel('Dog photo').setInputFiles(photo);
  await expect(page.getByAltText('Preview of biscuit.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();

  const verified = page.getByRole('dialog', { name: 'Trainer Verified Successfully' });
  await expect(verified).toBeVisible();
  await expect(verified).toContainText('DEMO-CRED-0001');
  await expectNoAxeViolations(page, 'trainer verified modal');
  await verified.getByRole('button', { name: 'Continue to Handler Information' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Handler Information' })).toBeFocused();
  await page.getByLabel('Full name').fill('Jordan Example');
  await page.getByLabel('Address').fill('742 Evergreen Terrace\nSpringfield, IL 62704');
  await page.getByLabel('Phone number').fill('(555) 867-5309');
  await page.getByLabel('Email').fill('jordan.owner@example.net');
  await expectNoAxeViolations(page, 'wizard step 2');
  await page.getByRole('button', { name: 'Next: Payment Verification' }).click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Payment Verification' })).toBeVisible();
  await expect(page.getByText('10-Year Service Dog Registration')).toBeVisible();
  await expect(page.getByText('$99.99')).toBeVisible();
  await page.getByLabel('Payment confirmation number').fill('DEMO-0001');
  await page.getByRole('button', { name: 'Verify Payment' }).click();
  await expect(page.getByText('Payment confirmed.')).toBeVisible();
  // Before a paid, certified submission everything is read back, and the finished steps are marked as such.
  const review = page.getByRole('region', { name: 'Check your answers' });
  await expect(review).toContainText('Biscuit');
  await expect(review).toContainText('jordan.owner@example.net');
  await expect(page.getByRole('listitem').filter({ hasText: 'Dog Information (completed)' })).toBeVisible();
  await expectNoAxeViolations(page, 'wizard step 3 verified');
  await review.getByRole('button', { name: 'Change Handler Information' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Handler Information' })).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue('jordan.owner@example.net');
  await page.getByRole('button', { name: 'Next: Payment Verification' }).click();
  await expect(page.getByText('Payment confirmed.')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  const number =
    (await page
      .locator('strong')
      .filter({ hasText: /^SDR-\d{4}$/ })
      .textContent()) ?? '';
  expect(number).toMatch(/^SDR-\d{4}$/);
  await expect(page.getByText('Pending review')).toBeVisible();
  // The owner link is promised by email only where email is sent; otherwise it is kept from this page.
  await expect(
    page.getByText(
      sendsEmail(testInfo)
        ? /It is also in the email that confirms your registration/
        : /This registry does not send email, so this page is the only place it is shown/,
    ),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save to this device' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`owner-link-${number}.txt`);
  expect(await fs.readFile(await saved.path(), 'utf8')).toMatch(/\/registry\/[^?\s]+\?key=/);
  await expect(page.getByRole('status').filter({ hasText: `Saved as owner-link-${number}.txt` })).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation');

  // The owner link's card: full details and Print Card.
  await page.getByRole('link', { name: 'View Registry Card' }).click();
  await expect(page.getByRole('heading', { name: 'Biscuit', level: 1 })).toBeVisible();
  await expect(page.getByText('Status: PENDING REVIEW', { exact: true })).toBeVisible();
  await expect(page.getByText('PENDING REVIEW — NOT YET VALID')).toBeVisible();
  const qr = page.getByAltText(/QR code that opens this registration/);
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const dogPhoto = page.getByAltText('Biscuit, a Labrador Retriever');
  await expect
    .poll(() => dogPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Print Card' })).toBeVisible();
  // The handler's own details are shown at once, and can be hidden on a screen others see.
  await expect(page.getByText('jordan.owner@example.net')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, 'card with owner link');

  // A visitor looks the number up, typed loosely: a pending registration shows its number and dog name only.
  await page.goto('/lookup');
  await expectNoAxeViolations(page, 'lookup');
  await page.getByLabel('Registry number').fill(` ${number.toLowerCase().replace('sdr-', '')} `);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`${baseURL}/registry/[A-Za-z0-9_-]+$`));
  await expect(page.getByRole('heading', { name: 'Biscuit', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending review', level: 2 })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Print Card' })).toHaveCount(0);
  await expect(page.getByText(`Registry number ${number} is pending review.`)).toBeVisible();
  for (const hidden of ['jordan.owner@example.net', 'Evergreen', 'Jordan', 'Labrador']) {
    expect(await page.content()).not.toContain(hidden);
  }
  await expectNoAxeViolations(page, 'card for a visitor');
});

test('look-up explains an empty and an unknown number', async ({ page }) => {
  await page.goto('/lookup');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please enter a registry number').first()).toBeVisible();
  await page.getByLabel('Registry number').fill('SDR-9999');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No service dog found with this registry number').first()).toBeVisible();
  // A click on Search, which is disabled while it runs: focus goes back to the number, never to the page.
  await expect(page.getByLabel('Registry number')).toBeFocused();
  await expectNoAxeViolations(page, 'lookup with error');
});

test('an unknown page says so, with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
  await expectNoAxeViolations(page, 'not found');
});
