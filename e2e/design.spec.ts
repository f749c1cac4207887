import { expect, test } from './console-guard';
import { expectNoAxeViolations } from './support';

test('Home offers one primary action, and on a phone the page starts within the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  // One call to action as a button; verifying is offered as a quieter link beside it.
  await expect(hero.getByRole('link', { name: 'Register Your Service Dog' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Verify a Registration' })).toBeVisible();
  const [primary, secondary] = await Promise.all(
    ['Register Your Service Dog', 'Verify a Registration'].map((name) =>
      hero.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).backgroundColor),
    ),
  );
  expect(primary).not.toBe(secondary);
  expect(secondary).toBe('rgba(0, 0, 0, 0)');

  // The independence notice and the header together stay short, so the page's own heading is in view.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading?.y).toBeLessThan(200);
  await expect(page.getByRole('complementary', { name: 'About this registry' })).toContainText(
    'Not a government agency',
  );
  // The tagline is said once on the first screen, not in the header as well.
  await expect(page.getByText('An independent, voluntary registry of service dogs')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
});

test('Home shows where service dogs go, an example card, and the path for owner-trained dogs', async ({ page }) => {
  await page.goto('/');
  const places = page.getByRole('region', { name: 'Where service dogs go' });
  for (const place of ['Shops', 'Restaurants', 'Hotels', 'Hospitals and clinics', 'Buses, trains and taxis'])
    await expect(places.getByRole('listitem').filter({ hasText: place })).toBeVisible();
  // The example is marked as one, and carries no scannable code.
  const example = page.getByRole('figure', { name: /An example of the wallet-size card/ });
  await expect(example).toContainText('EXAMPLE');
  await expect(example.locator('img')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Trained your dog yourself?' })).toContainText(
    'an evaluator listed in the directory can assess your team with a public-access test',
  );
  await expectNoAxeViolations(page, 'home');
});

test('the ADA Information Line numbers never break across lines on a phone', async ({ page }) => {
  await page.goto('/');
  // The numbers are in the page's own content, which renders after the shell: wait for them first.
  for (const number of ['800-514-0301', '1-833-610-1264']) {
    await expect(page.getByRole('link', { name: number }).first()).toBeVisible();
  }
  // Wherever the line happens to wrap on phones from 320 to 430 px wide, each number stays whole.
  for (let width = 320; width <= 430; width += 5) {
    await page.setViewportSize({ width, height: 700 });
    for (const number of ['800-514-0301', '1-833-610-1264']) {
      for (const link of await page.getByRole('link', { name: number }).all()) {
        await expect(link).toBeVisible();
        const lines = await link.evaluate((el) => el.getClientRects().length);
        expect(lines, `${number} at ${width} px`).toBe(1);
      }
    }
  }
});

test('while the type face downloads, the page is set in a fallback of its proportions, and nothing moves when it arrives', async ({
  page,
}) => {
  // A phone on a slow connection: the page renders before the font has come.
  let releaseFont = () => {};
  const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
  await page.route('**/*.woff2', async (route) => {
    await fontHeld;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { sdrShifts: number[] }).sdrShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The Spanish verify page, whose longer words wrap the most.
  await page.goto('/v?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Verificar un registro' })).toBeVisible();
  expect(await page.evaluate(() => document.fonts.check('16px "Atkinson Hyperlegible Next Variable"'))).toBe(false);

  releaseFont();
  await page.waitForFunction(() => document.fonts.check('16px "Atkinson Hyperlegible Next Variable"'));
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shift = await page.evaluate(() =>
    (window as unknown as { sdrShifts: number[] }).sdrShifts.reduce((a, b) => a + b, 0),
  );
  // In this window: 0.017 with the matched fallbacks, 0.053 with the system's font unmatched
  // (on Lighthouse's phone, 0.001 against 0.196).
  expect(shift).toBeLessThan(0.03);
});
