/**
 * A refusal logged on the owner page (docs/decisions/048-refusal-log.md): with the network off it waits on
 * the phone, through a reload; with the network back it is sent, and stored once even though the server
 * had received it before the connection dropped. Then a complaint drafted from it, and its deletion.
 */
import fs from 'node:fs/promises';
import { expect, test } from './console-guard';
import { e2eDatabase, setDogState } from './database';
import { registerDog } from './registrations';
import { signIn } from './staff-session';
import { expectNoAxeViolations, tabTo } from './support';

test('a refusal logged with the network off is kept on the phone, sent once it returns, and stored once', async ({
  page,
  context,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Harbor');
  await setDogState(testInfo, dog.id, { status: 'active' });
  const stored = () =>
    e2eDatabase(testInfo).db.selectFrom('door_refusals').select('id').where('dog_id', '=', dog.id).execute();

  // The first send reaches the server but its answer is lost; every later one fails, as with no network.
  let sends = 0;
  const refusalSends = '**/api/dogs/*/refusals/*?*';
  await context.route(refusalSends, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    sends += 1;
    if (sends === 1) await route.fetch();
    await route.abort('internetdisconnected');
  });

  await page.goto(`/registry/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}`);
  const log = page.getByRole('region', { name: 'Refused at a door?' });
  await expect(log).toBeVisible();
  await log.getByRole('button', { name: 'Save refusal' }).click();
  await expect(log.getByText('Choose the kind of place')).toBeVisible();
  await expect(log.getByText('Choose at least one thing that happened')).toBeVisible();
  await expectNoAxeViolations(page, 'refusal form with errors');

  await log.getByLabel('Where (the name of the place)').fill('Corner Market');
  await log.getByLabel('Kind of place').selectOption({ label: 'Shop' });
  await log.getByRole('checkbox', { name: 'Asked for papers or a card' }).check();
  await log.getByRole('checkbox', { name: 'Refused entry' }).check();
  await log.getByLabel('Notes').fill('The manager wanted a certificate.');
  await log.getByRole('button', { name: 'Save refusal' }).click();
  await expect(log.getByRole('status')).toHaveText('Saved on this phone. It will be sent when the network is back.');
  await expect(log.getByText('On this phone, waiting to send')).toHaveCount(1);
  expect(await stored()).toHaveLength(1);

  // A reload: the refusal is still on the phone, still waiting.
  await page.reload();
  await expect(log.getByText(/^Corner Market · /)).toBeVisible();
  await expect(log.getByText('On this phone, waiting to send')).toHaveCount(1);

  // The network returns: sent again, and stored once.
  await context.unroute(refusalSends);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(log.getByText('On this phone, waiting to send')).toHaveCount(0);
  await expect(log.getByText(/^Corner Market · /)).toHaveCount(1);
  expect(await stored()).toHaveLength(1);
  expect(sends).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page, 'a refusal logged');

  // A complaint drafted from it: where it goes, and the letter with the facts.
  await log.getByRole('button', { name: /^Draft a complaint about Corner Market/ }).click();
  const draft = page.getByRole('region', { name: 'A complaint about Corner Market' });
  await expect(draft.getByRole('heading', { name: 'A complaint about Corner Market' })).toBeFocused();
  await expect(draft.getByRole('link', { name: /civil rights portal/ })).toHaveAttribute(
    'href',
    'https://civilrights.justice.gov/',
  );
  const letter = await draft.getByLabel(/^Your letter/).inputValue();
  expect(letter).toContain('at Corner Market, I was refused with my service dog, Harbor.');
  expect(letter).toContain('asked for papers or a card, refused entry');
  expect(letter).toContain('The manager wanted a certificate.');
  await expect(draft.getByRole('link', { name: 'Email it to myself' })).toHaveAttribute('href', /^mailto:/);
  await expectNoAxeViolations(page, 'a complaint drafted');
  await expect
    .poll(
      async () =>
        (
          await e2eDatabase(testInfo)
            .db.selectFrom('door_refusals')
            .select('complaint_drafted_at')
            .where('dog_id', '=', dog.id)
            .executeTakeFirst()
        )?.complaint_drafted_at ?? null,
    )
    .not.toBeNull();
  await draft.getByRole('button', { name: 'Close' }).click();
  await expect(log.getByRole('heading', { name: 'Refusals you logged' })).toBeFocused();

  // Deleted by the handler.
  await log.getByRole('button', { name: /^Delete the refusal at Corner Market/ }).click();
  await expect(log.getByRole('status')).toHaveText('Refusal deleted.');
  await expect(log.getByText('None logged.')).toBeVisible();
  expect(await stored()).toHaveLength(0);
});

test("staff see the programme's refusals as counts, each under 10 withheld, and export them", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Lantern');
  await setDogState(testInfo, dog.id, { status: 'active' });
  const logged = await request.put(
    `/api/dogs/${dog.id}/refusals/${crypto.randomUUID()}?key=${encodeURIComponent(dog.ownerToken)}`,
    {
      data: {
        occurredAt: new Date().toISOString(),
        placeName: 'Bus 12',
        placeKind: 'transit',
        events: ['toldToLeave'],
        notes: '',
      },
    },
  );
  expect(logged.status()).toBe(201);
  await signIn(context, testInfo, baseURL ?? '');
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Refusals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refusals Handlers Logged' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Refusals by month and kind of place, newest first' });
  const month = new Date().toISOString().slice(0, 7);
  await expect(table.getByRole('row').filter({ hasText: month }).filter({ hasText: 'Bus or train' })).toContainText(
    'fewer than 10',
  );
  await expect(page.getByText('Bus 12')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the refusal report');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await (await download).path();
  expect(await fs.readFile(csv, 'utf8')).toContain('transit,fewer than 10');
});

test('a refusal is logged, a complaint drafted and closed, by keyboard alone, in Spanish', async ({
  page,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Brújula');
  await setDogState(testInfo, dog.id, { status: 'active' });
  await page.goto(`/registry/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}&lang=es`);
  const log = page.getByRole('region', { name: '¿Le negaron la entrada?' });
  await expect(log).toBeVisible();
  await tabTo(page, log.getByLabel('Dónde (el nombre del lugar)'), 120);
  await page.keyboard.type('Hotel Sol');
  await page.keyboard.press('Tab');
  await expect(log.getByLabel('Tipo de lugar')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(log.getByLabel('Tipo de lugar')).toHaveValue('lodging');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(log.getByRole('checkbox', { name: 'Me pidieron documentos o una tarjeta' })).toBeChecked();
  await tabTo(page, log.getByRole('button', { name: 'Guardar' }));
  await page.keyboard.press('Enter');
  await expect(log.getByRole('heading', { name: 'Lo que ha anotado' })).toBeFocused();
  await expect(log.getByRole('status')).toHaveText('Guardado.');

  await tabTo(page, log.getByRole('button', { name: /^Redactar una queja sobre Hotel Sol/ }));
  await page.keyboard.press('Enter');
  const draft = page.getByRole('region', { name: 'Una queja sobre Hotel Sol' });
  await expect(draft.getByRole('heading', { name: 'Una queja sobre Hotel Sol' })).toBeFocused();
  expect(await draft.getByLabel(/^Su carta/).inputValue()).toContain(
    'en Hotel Sol, me negaron la entrada con mi perro de servicio, Brújula.',
  );
  await expectNoAxeViolations(page, 'a complaint drafted in Spanish');
  await tabTo(page, draft.getByRole('button', { name: 'Cerrar' }));
  await page.keyboard.press('Enter');
  await expect(log.getByRole('heading', { name: 'Lo que ha anotado' })).toBeFocused();
});
