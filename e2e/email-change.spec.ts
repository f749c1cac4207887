import type { TestInfo } from '@playwright/test';
import { expect, test } from './console-guard';
import { setDogState } from './database';
import { emailedLink, sendsEmail } from './mail';
import { registerDog } from './registrations';
import { expectNoAxeViolations, tabTo } from './support';

/** The path and fragment of the undo link emailed about this registration. */
function emailedUndoLink(testInfo: TestInfo, registryNumber: string): Promise<string> {
  return emailedLink(testInfo, /https?:\/\/[^/\s]+(\/email-change\/undo#[\w-]+)/, `registration ${registryNumber} `);
}

test('the address before an owner-link email change undoes it from the emailed link, by keyboard', async ({
  page,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Moving');
  await setDogState(testInfo, dog.id, { status: 'active' });
  await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
  const manage = page.getByRole('region', { name: 'Manage this registration' });
  await manage.getByRole('button', { name: 'Your contact details' }).click();
  await manage.getByLabel('Email', { exact: true }).fill('moved.handler@example.org');
  await manage.getByRole('button', { name: 'Save contact details' }).click();
  const told = sendsEmail(testInfo)
    ? 'We emailed a link to the new address'
    : "to confirm the new address, use the link the registry's staff pass on to you";
  await expect(manage.getByRole('status').filter({ hasText: told })).toBeVisible();

  await page.goto(await emailedUndoLink(testInfo, dog.registryNumber));
  await expect(page.getByRole('heading', { name: 'Undo the change of contact email' })).toBeVisible();
  await expectNoAxeViolations(page, 'undo page');
  const undo = page.getByRole('button', { name: 'Undo the change' });
  await tabTo(page, undo);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: "the registration's contact email is again" })).toBeVisible();
  await expectNoAxeViolations(page, 'undo page, done');
  // The owner link the change was made with ends; the restored address is emailed a new one.
  const ended = await (await request.get(`/api/dogs/${dog.id}?key=${dog.ownerToken}`)).json();
  expect(ended.view).not.toBe('full');
  const newLink = await emailedLink(
    testInfo,
    new RegExp(`https?://[^/\\s]+(/registry/${dog.id}\\?key=[\\w%-]+)`),
    `registration ${dog.registryNumber} was undone with the link sent to this address`,
  );
  const record = await (await request.get(`/api${newLink.replace('/registry/', '/dogs/')}`)).json();
  expect(record.owner.email).toBe('riley.handler@example.org');

  // Single use: the same link again says it no longer works.
  await page.reload();
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This link no longer works' })).toBeVisible();
});
