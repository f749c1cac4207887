import { expect, test } from './console-guard';
import { MESSAGE_TEXTS } from '../common/messages';
import { addPaymentCode, setDogState } from './database';
import { registerDog } from './registrations';
import { expectNoAxeViolations, uniqueCode } from './support';

const DAY = 86_400_000;

test('the owner link renews a registration with a payment code, by keyboard, and the card shows the new date', async ({
  page,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Renewing');
  const validThrough = new Date(Date.now() + 30 * DAY);
  await setDogState(testInfo, dog.id, { status: 'active', expiresAt: validThrough.toISOString() });
  const code = await addPaymentCode(testInfo, uniqueCode(testInfo));
  await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
  const manage = page.getByRole('region', { name: 'Manage this registration' });
  await expect(manage.getByRole('heading', { name: 'Renew' })).toBeVisible();
  await expectNoAxeViolations(page, 'owner page with renewal open');

  const field = manage.getByLabel('Payment confirmation number');
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(`Error: ${MESSAGE_TEXTS.paymentCodeRequired}`);
  await field.fill('NOT-A-CODE');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription(/Error: .+/);
  await expect(field).toBeFocused();
  await field.fill(code);
  await page.keyboard.press('Enter');
  const renewed = new Date(validThrough);
  renewed.setUTCFullYear(renewed.getUTCFullYear() + 10);
  const year = String(renewed.getUTCFullYear());
  await expect(manage.getByRole('status').filter({ hasText: 'Renewed: valid through' })).toContainText(year);
  await expect(page.locator('.card-facts')).toContainText(year);
});

test('the owner link replaces a lost card and corrects contact details', async ({ page, request }, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Replacing');
  await setDogState(testInfo, dog.id, { status: 'active' });
  // Two visitors open the registration; the handler sees the count, never who.
  await request.get(`/api/dogs/${dog.id}`);
  await request.get(`/api/dogs/${dog.id}`);
  await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
  const manage = page.getByRole('region', { name: 'Manage this registration' });
  // Look-ups and contact details are folded under their headings, so a phone shows the card first.
  const lookupsFold = manage.getByRole('button', { name: 'Look-ups' });
  await expect(lookupsFold).toHaveAttribute('aria-expanded', 'false');
  await expect(manage.getByRole('table', { name: '2 in the last 12 months' })).toBeHidden();
  await lookupsFold.click();
  await expect(lookupsFold).toHaveAttribute('aria-expanded', 'true');
  await expect(manage.getByRole('table', { name: '2 in the last 12 months' })).toBeVisible();
  // Renewal is not open yet: the page says when it will be.
  await expect(manage.getByText(/You can renew from/)).toBeVisible();

  const qr = page.getByRole('img', { name: /Signed QR code/ });
  const before = await qr.getAttribute('src');
  await manage.getByRole('button', { name: 'Replace a lost card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace your card?' });
  await expectNoAxeViolations(page, 'replace card confirmation');
  await dialog.getByRole('button', { name: 'Replace Card' }).click();
  await expect(manage.getByRole('status').filter({ hasText: 'Your new card is ready' })).toBeVisible();
  await expect(qr).not.toHaveAttribute('src', before ?? '');

  await manage.getByRole('button', { name: 'Your contact details' }).click();
  await manage.getByLabel('Phone number').fill('12');
  await manage.getByRole('button', { name: 'Save contact details' }).click();
  await expect(manage.getByLabel('Phone number')).toBeFocused();
  await manage.getByLabel('Phone number').fill('(503) 555-0199');
  await manage.getByRole('button', { name: 'Save contact details' }).click();
  await expect(manage.getByRole('status').filter({ hasText: 'Contact details saved.' })).toBeVisible();
  const record = await (await request.get(`/api/dogs/${dog.id}?key=${dog.ownerToken}`)).json();
  expect(record.owner.phone).toBe('(503) 555-0199');
  await expectNoAxeViolations(page, 'owner page after changes');
});

test("a retired dog's owner page starts a successor's registration with the handler's details filled in", async ({
  page,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Elder');
  await setDogState(testInfo, dog.id, { status: 'retired' });
  await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
  await page.getByRole('link', { name: 'Register a successor dog' }).click();
  await expect(page.getByRole('heading', { name: 'Register a Service Dog' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "filled in from Elder's registration" })).toBeVisible();
  // The owner key leaves the address bar once read.
  await expect(page).toHaveURL(/\/register$/);
  const draft = await page.evaluate(() => sessionStorage.getItem('sdr.registration.v1') ?? '');
  expect(JSON.parse(draft).values).toMatchObject({
    ownerName: 'Riley Handler',
    ownerEmail: 'riley.handler@example.org',
  });
  await expectNoAxeViolations(page, 'registration started for a successor');
});
