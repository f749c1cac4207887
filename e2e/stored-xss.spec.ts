/**
 * Stored XSS: markup typed into every free-text field is shown as text on every screen that shows
 * it — never parsed into elements, never run. The Content-Security-Policy would block an inline
 * handler anyway, so the test checks the DOM itself: no element the payload would create exists.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { handlerShortName } from '../common/mask';
import { signIn } from './staff-session';
import { e2eDatabase } from './database';
import { registerDog } from './registrations';

const payload = (field: string) => `"><img src=x onerror=alert('${field}')>`;
const FIELDS = { dogName: 'N', dogBreed: 'B', dogAge: 'A', serviceTypeOther: 'S', ownerName: 'O', ownerAddress: 'D' };

async function expectShownAsText(page: Page, screen: string, shown: string[]) {
  for (const text of shown)
    await expect(
      page.getByText(text, { exact: false }).filter({ visible: true }).first(),
      `${screen} shows ${text}`,
    ).toBeVisible();
  expect(await page.locator('img[src="x"]').count(), `${screen} created an element from the payload`).toBe(0);
}

test('markup in every text field renders as text on every screen', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const fields = Object.fromEntries(Object.entries(FIELDS).map(([name, tag]) => [name, payload(tag)]));
  const dog = await registerDog(request, testInfo, fields.dogName, {
    ...fields,
    serviceType: 'Other (Please specify)',
  });
  const license = `XSS-${testInfo.project.name.toUpperCase()}`;
  const at = new Date().toISOString();
  const db = e2eDatabase(testInfo).db;
  await db
    .insertInto('trainers')
    .values({
      license_number: license,
      name: payload('T'),
      organization: payload('G'),
      credential_id: 'CRED-XSS',
      status: 'active',
      certified_on: null,
      expires_on: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('payment_codes')
    .values({ code: `XSS-${testInfo.project.name}`, note: payload('P'), created_at: at })
    .execute();

  // Active, with the service type shown, so the public card shows every field a visitor may see.
  await db
    .updateTable('service_dogs')
    .set({ status: 'active', show_service_type: 1 })
    .where('id', '=', dog.id)
    .execute();
  await page.goto(`/registry/${dog.id}`);
  await expectShownAsText(page, 'public card', [
    payload('N'),
    payload('B'),
    payload('S'),
    handlerShortName(payload('O')),
  ]);
  await page.goto(`/registry/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}`);
  await expectShownAsText(page, "owner's card", [payload('N'), payload('A'), payload('D')]);
  await page.emulateMedia({ media: 'print' });
  await expectShownAsText(page, 'printed card', [payload('N')]);
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/');
  await page.getByLabel('Trainer directory ID').fill(license);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectShownAsText(page, 'trainer check', [payload('T')]);

  await signIn(context, testInfo, baseURL ?? '');
  await page.goto(`/admin/dashboard?search=${encodeURIComponent("onerror=alert('N')")}`);
  await expectShownAsText(page, 'dashboard', [payload('N'), payload('O')]);
  await page.goto(`/admin/edit/${dog.id}`);
  await expect(page.getByLabel("Dog's name")).toHaveValue(payload('N'));
  await expect(page.getByLabel('Address')).toHaveValue(payload('D'));
  await expectShownAsText(page, 'edit page', []);
  await page.goto('/admin/trainers');
  await expectShownAsText(page, 'trainers', [payload('T'), payload('G')]);
  await page.goto('/admin/payment-codes');
  await expectShownAsText(page, 'payment codes', [payload('P')]);
  await page.goto('/admin/activity');
  await expectShownAsText(page, 'activity log', []);

  expect(dialogs).toEqual([]);
});
