/**
 * "Show the law" (issue 51): one tap from the owner page and from a verdict, in the handler's language with
 * one tap to the other, large enough to read at 200 %, and kept offline once the owner page was visited.
 */
import { expect, test } from './console-guard';
import { setDogState } from './database';
import { readQr } from './pdf';
import { registerDog } from './registrations';
import { expectNoAxeViolations } from './support';

test('the owner page shows the law in one tap, in either language, and keeps it for a phone with no signal', async ({
  page,
  context,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Doorway');
  await setDogState(testInfo, dog.id, { status: 'active' });
  await page.goto(`/registry/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Doorway' })).toBeVisible();
  // The owner page readies the verify page's worker, which keeps the law's page.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/v'))?.active?.state ?? ''))
    .toBe('activated');
  await page.getByRole('link', { name: 'Show the law at the door (ADA)' }).click();

  const title = page.getByRole('heading', { level: 1, name: 'A service dog is allowed here' });
  await expect(title).toBeFocused();
  const questions = page.getByRole('region', { name: 'You may ask only two questions' });
  await expect(questions.getByRole('listitem')).toHaveText([
    'Is the dog a service animal required because of a disability?',
    'What work or task has the dog been trained to perform?',
  ]);
  await expect(page.getByText('No card, vest, ID, certificate or registration is required.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'A dog may be asked to leave only if' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(page.getByRole('link', { name: /^ada\.gov: service animals/ })).toHaveAttribute(
    'href',
    'https://www.ada.gov/topics/service-animals/',
  );
  await expectNoAxeViolations(page, 'show the law');

  // One tap to the other language, and back.
  await page.getByRole('link', { name: 'Mostrar en español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aquí se permite la entrada de un perro de servicio' }),
  ).toBeVisible();
  await expect(
    page.getByText('No se exige ninguna tarjeta, chaleco, identificación, constancia ni registro.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'show the law in Spanish');
  await page.getByRole('link', { name: 'Show in English' }).click();
  await expect(title).toBeVisible();

  // Read at 200 %: the page reflows to half the width, with nothing cut off sideways.
  await page.setViewportSize({ width: 640, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // At the door, with no signal: the page opens from what the owner page's visit kept.
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto('/v/law');
  await expect(offline.getByRole('heading', { level: 1, name: 'A service dog is allowed here' })).toBeVisible();
  await expect(offline.getByRole('region', { name: 'You may ask only two questions' })).toBeVisible();
  await context.setOffline(false);
});

test('every verdict leads to the law in one tap', async ({ page, request }, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Threshold');
  await setDogState(testInfo, dog.id, { status: 'active' });
  const svg = await (await request.get(`/api/dogs/${dog.id}/qr.svg?key=${encodeURIComponent(dog.ownerToken)}`)).body();
  await page.goto((await readQr(svg))?.data ?? '');
  const verdict = page.getByRole('region', { name: 'Valid' });
  await expect(verdict).toBeVisible();
  // Once the page is the app's (it says it is ready offline): a tap on the verdict React has not yet taken
  // over loads the law page afresh, which the browser announces, rather than moving focus within the app.
  await expect(page.getByText('Ready to check cards offline on this device.')).toBeVisible();
  await verdict.getByRole('link', { name: 'Show the law at the door (ADA)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A service dog is allowed here' })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Valid' })).toBeVisible();
});
