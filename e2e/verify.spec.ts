import fs from 'node:fs/promises';
import { chromium, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './console-guard';
import sharp from 'sharp';
import { statusListPath, VERIFY_PATH } from '../common/credential';
import { signCardCredential } from '../server/src/credentials/credential-service';
import { openSigningKeys } from '../server/src/credentials/signing-keys';
import { currentClaims } from '../server/src/lifecycle/card-repository';
import { e2eDatabase, e2eServerInfo, recordPassedAccessTest, setDogState } from './database';
import { rasterizePdf, readQr } from './pdf';
import { registerDog } from './registrations';
import { disabilityWordsIn } from '../server/src/test/disability-words';
import { expectNoAxeViolations } from './support';

/** An active card, and the address its QR code carries, read from the code as a phone would. */
async function activeCard(request: APIRequestContext, testInfo: TestInfo, name: string) {
  const dog = await registerDog(request, testInfo, name);
  await setDogState(testInfo, dog.id, { status: 'active' });
  const svg = await (await request.get(`/api/dogs/${dog.id}/qr.svg?key=${encodeURIComponent(dog.ownerToken)}`)).body();
  const address = (await readQr(svg))?.data ?? '';
  expect(address).toContain(`${VERIFY_PATH}#`);
  return { dog, address };
}

test('a genuine card verifies as Valid, in the browser, with its details, and is announced', async ({
  page,
  request,
}, testInfo) => {
  const { dog, address } = await activeCard(request, testInfo, 'Scout');
  await page.goto(address);
  const verdict = page.getByRole('heading', { level: 2, name: 'Valid' });
  await expect(verdict).toBeVisible();
  await expect(verdict).toBeFocused();
  const panel = page.getByRole('region', { name: 'Valid' });
  // Announced once: by the focus on its heading, and by no live region as well (issue 53).
  await expect(page.locator('[aria-live], [role="status"], [role="alert"]').filter({ has: panel })).toHaveCount(0);
  await expect(panel).toContainText('Scout');
  await expect(panel).toContainText('Riley H.');
  await expect(panel).toContainText(dog.registryNumber);
  await expect(panel).toContainText("Checked on this device against the registry's keys");
  // Online, the photo the registry holds is shown beside the verdict, to compare with the dog in front of you.
  const photo = panel.getByRole('img', { name: 'Scout, as photographed for the registry' });
  await expect(photo).toBeVisible();
  // Visible once laid out (it has a fixed size); loaded and decoded a moment later.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  for (const secret of ['Riley Handler', '555-0147', 'riley.handler@example.org', 'Oak Lane'])
    expect(await page.content()).not.toContain(secret);
  await expectNoAxeViolations(page, 'verify: valid');

  // With text at twice the size on a phone, the verdict still fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await expect(verdict).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the verdict is on screen before React's code has arrived, and React takes that page over as drawn", async ({
  page,
  request,
}, testInfo) => {
  const { address } = await activeCard(request, testInfo, 'Pepper');
  // React's start held back: the verdict must show without it (docs/decisions/051-verify-verdict-in-the-first-paint.md).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/verify-main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(address);
  const verdict = page.getByRole('heading', { level: 2, name: 'Valid' });
  await expect(verdict).toBeFocused();
  await expect(page.getByRole('region', { name: 'Valid' })).toContainText('Pepper');
  const reactOwns = () =>
    page.evaluate(() =>
      Object.keys(document.getElementById('verdict-title')!).some((key) => key.startsWith('__react')),
    );
  expect(await reactOwns()).toBe(false);
  await page.evaluate(() => {
    (window as unknown as { painted: Element | null }).painted = document.getElementById('verdict-title');
  });
  release();
  // React now owns the very heading that was painted, focus still on it: no second page, no second announcement.
  await expect.poll(reactOwns).toBe(true);
  expect(
    await page.evaluate(
      () => (window as unknown as { painted: Element | null }).painted === document.getElementById('verdict-title'),
    ),
  ).toBe(true);
  await expect(verdict).toBeFocused();
  await expectNoAxeViolations(page, 'verify: first paint taken over');
  // And it is React's page: the scanner's button works.
  await expect(page.getByRole('button', { name: 'Scan a card' })).toBeEnabled();
});

test("with no card, the verify page is drawn before React's code has arrived, and React takes it over as drawn", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/verify-main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/v');
  const heading = page.getByRole('heading', { level: 1, name: 'Verify a Registration' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: 'Español' }).first()).toHaveAttribute('href', '/v?lang=es');
  const reactOwns = () =>
    page.evaluate(() => Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__react')));
  expect(await reactOwns()).toBe(false);
  release();
  await expect.poll(reactOwns).toBe(true);
  await expectNoAxeViolations(page, 'verify: no card, first paint taken over');
  // React's page: the scanner's button opens the camera's panel (or says why it cannot).
  await expect(page.getByRole('button', { name: 'Scan a card' })).toBeEnabled();
});

test('an altered credential, an expired one and a revoked one each get their verdict', async ({
  page,
  request,
}, testInfo) => {
  const { dog, address } = await activeCard(request, testInfo, 'Ranger');
  const [base, token] = address.split('#') as [string, string];
  // One digit of the signed claims changed.
  const at = Math.floor(token.length / 2);
  const altered = `${token.slice(0, at)}${(Number(token[at]) + 1) % 10}${token.slice(at + 1)}`;
  await page.goto(`${base}#${altered}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Not issued by this registry' })).toBeVisible();
  await expect(page.getByText('the card may be forged or altered')).toBeVisible();
  await expect(page.getByText('Ranger')).toHaveCount(0);
  await expectNoAxeViolations(page, 'verify: not issued');

  // A credential this registry signed whose valid-through date has passed.
  const keys = await openSigningKeys({ dataDir: e2eServerInfo(testInfo).dataDir, signingKeyFile: null });
  const claims = (await currentClaims(e2eDatabase(testInfo).db, dog.id))!;
  const expired = signCardCredential({ ...claims, exp: Date.parse('2021-06-30T00:00:00.000Z') / 1000 }, keys);
  await page.goto('/lookup');
  await page.goto(`${base}#${expired}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Expired' })).toBeVisible();
  await expect(page.getByText('expired on June 30, 2021')).toBeVisible();

  await setDogState(testInfo, dog.id, { status: 'revoked' });
  await page.goto('/lookup');
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 2, name: 'Revoked' })).toBeVisible();
  await expect(page.getByText(`has revoked registration ${dog.registryNumber}`)).toBeVisible();
  await expectNoAxeViolations(page, 'verify: revoked');
});

test('a fragment that is not valid percent-encoding is not a card, said calmly, never an error screen', async ({
  page,
}) => {
  await page.goto('/v#abc%');
  await expect(page.getByRole('heading', { level: 2, name: 'Not issued by this registry' })).toBeVisible();
  await expectNoAxeViolations(page, 'verify: malformed fragment');
});

test('from the verify page, which starts on its own, the rest of the site opens in the same page, and Back returns', async ({
  page,
  request,
}, testInfo) => {
  const { address } = await activeCard(request, testInfo, 'Errand');
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 2, name: 'Valid' })).toBeVisible();
  // The verify page is its own start (web/v.html), without the app's other screens.
  expect(await page.locator('script[type="module"][src*="/assets/v-"]').count()).toBe(1);
  await page.evaluate(() => ((window as unknown as { sdrSamePage: boolean }).sdrSamePage = true));

  // Once the page is the app's (it says it is ready offline): a tap in the instant before React takes the painted
  // page over loads the next page afresh (docs/decisions/051-verify-verdict-in-the-first-paint.md), which a slow
  // machine made this test meet.
  await expect(page.getByText('Ready to check cards offline on this device.')).toBeVisible();
  await page.getByRole('link', { name: 'Check by registry number' }).click();
  const lookupHeading = page.getByRole('heading', { level: 1, name: 'Verify a Registration' });
  await expect(lookupHeading).toBeVisible();
  await expect(page).toHaveURL(/\/lookup$/);
  // A move within the app, not a new page load: focus goes to the new page, and the header stays.
  expect(await page.evaluate(() => (window as unknown as { sdrSamePage?: boolean }).sdrSamePage)).toBe(true);
  await expect(lookupHeading).toBeFocused();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expectNoAxeViolations(page, 'verify: moved on to look-up');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Registration' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Valid' })).toBeVisible();
});

test('after one online visit, the verify page checks a card with the network switched off', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { address } = await activeCard(request, testInfo, 'Basement');
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 2, name: 'Valid' })).toBeVisible();
  await expect(page.getByText('Ready to check cards offline on this device.')).toBeVisible();

  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto(address);
  await expect(offline.getByRole('heading', { level: 2, name: 'Valid' })).toBeVisible();
  await expect(
    offline.getByText(/Checked offline, on this device, against the registry's status lists from \d+ minutes? ago/),
  ).toBeVisible();
  await expectNoAxeViolations(offline, 'verify: offline');
  await context.setOffline(false);
});

test('a team whose trainer passed its public access test: the verdict says who trained the dog, online and offline', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { dog } = await activeCard(request, testInfo, 'Tested');
  await recordPassedAccessTest(testInfo, dog.id);
  const svg = await (await request.get(`/api/dogs/${dog.id}/qr.svg?key=${encodeURIComponent(dog.ownerToken)}`)).body();
  const address = (await readQr(svg))?.data ?? '';
  const { registryName } = (await (await request.get('/api/config')).json()) as { registryName: string };
  const trained = new RegExp(`^Trained by ${registryName} — public access test passed on \\w+ \\d+, \\d{4}$`);
  await page.goto(address);
  const panel = page.getByRole('region', { name: 'Valid' });
  await expect(panel.getByText(trained)).toBeVisible();
  expect(disabilityWordsIn(await panel.getByText(trained).innerText())).toEqual([]);
  await expectNoAxeViolations(page, 'verify: valid, trained');

  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto(address);
  await expect(offline.getByRole('heading', { level: 2, name: 'Valid' })).toBeVisible();
  await expect(offline.getByText(trained)).toBeVisible();
  await context.setOffline(false);
});

test('"Scan a card" reads the QR code of a printed card through the camera and verifies it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const { dog } = await activeCard(request, testInfo, 'Lens');
  // A picture of the printed card: the card printed to PDF, rendered at 300 dpi by poppler, cut to its front.
  // Laid out at the printable width (Letter, 8.5 in less the card's 0.5 in page margins, at 96 CSS px an
  // inch), so the card sits where the PDF puts it, one margin in from the paper's corner.
  const margin = 48;
  await page.setViewportSize({ width: 816 - 2 * margin, height: 1056 - 2 * margin });
  await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
  await page.emulateMedia({ media: 'print' });
  const front = (await page.locator('.card-front').boundingBox())!;
  const pdf = testInfo.outputPath('card.pdf');
  await page.pdf({ path: pdf, format: 'Letter', printBackground: true });
  const scale = 300 / 96;
  const card = await sharp(await rasterizePdf(pdf, 300))
    .extract({
      left: Math.round((front.x + margin) * scale),
      top: Math.round((front.y + margin) * scale),
      width: Math.round(front.width * scale),
      height: Math.round(front.height * scale),
    })
    .toBuffer();
  // Held up to a 1280 × 720 camera on a plain background; Chromium plays an MJPEG file (JPEG frames end to end) as the camera.
  const frame = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#d7d2c8' } })
    .composite([{ input: card, gravity: 'centre' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const video = testInfo.outputPath('camera.mjpeg');
  await fs.writeFile(video, Buffer.concat(Array.from({ length: 10 }, () => frame)));

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] });
    const scanner = await context.newPage();
    await scanner.goto(VERIFY_PATH);
    await expectNoAxeViolations(scanner, 'verify: scan');
    await scanner.getByRole('button', { name: 'Scan a card' }).click();
    await expect(scanner.getByRole('heading', { level: 2, name: 'Valid' })).toBeVisible({ timeout: 20_000 });
    await expect(scanner.getByRole('region', { name: 'Valid' })).toContainText(dog.registryNumber);
    // The camera is released once the code is read.
    await expect(scanner.getByLabel(/Camera view/)).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

const DAY = 86_400_000;
/** The verdict's heading, by its exact words: "Valid" alone, never the amber "…valid when last checked on …". */
const verdictHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 2, name, ...(typeof name === 'string' ? { exact: true } : {}) });
/** "November 22, 2026", as the verify page writes a date in English (the browser runs in this machine's zone). */
const longDate = (ms: number) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(ms));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('one visit without a card is enough: "Ready" shows once the keys and lists are saved, and a card then checks offline', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { address } = await activeCard(request, testInfo, 'Early');
  await page.goto(VERIFY_PATH);
  await expect(page.getByText('Ready to check cards offline on this device.')).toBeVisible();

  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto(address);
  await expect(verdictHeading(offline, 'Valid')).toBeVisible();
  await expect(
    offline.getByText(/Checked offline, on this device, against the registry's status lists from/),
  ).toBeVisible();
  await context.setOffline(false);
});

test('with the lists three days past, a card that was valid is amber "Could not confirm today: valid when last checked on …", never Valid', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { dog, address } = await activeCard(request, testInfo, 'Drift');
  const before = Date.now();
  await page.goto(address);
  await expect(verdictHeading(page, 'Valid')).toBeVisible();
  await expect(page.getByText('Ready to check cards offline on this device.')).toBeVisible();
  const after = Date.now();

  // Three days on, with no signal: the saved lists are past the window the registry vouched for them.
  await context.setOffline(true);
  const later = await context.newPage();
  await later.clock.setFixedTime(after + 3 * DAY);
  await later.goto(address);
  const dates = [...new Set([longDate(before), longDate(after)])].map(escapeRegExp).join('|');
  const title = new RegExp(`^Could not confirm today: valid when last checked on (${dates})$`);
  const heading = verdictHeading(later, title);
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(verdictHeading(later, 'Valid')).toHaveCount(0);
  // On a phone the long heading wraps, and its icon stays as large as every other verdict's.
  await later.setViewportSize({ width: 375, height: 667 });
  expect((await heading.locator('svg').boundingBox())?.width).toBe(40);
  const panel = later.getByRole('region', { name: title });
  await expect(panel).toHaveClass(/border-amber-600/);
  await expect(panel).not.toHaveClass(/green/);
  await expect(panel).toContainText('this device could not confirm its current status');
  await expect(panel).toContainText('Connect to the internet and check again.');
  // The team's details, as for a valid card; the photo needs the network, so there is none.
  await expect(panel).toContainText('Drift');
  await expect(panel).toContainText(dog.registryNumber);
  await expect(panel.getByRole('img')).toHaveCount(0);
  await expect(panel).toContainText("against the registry's status lists from 3 days ago");
  await expectNoAxeViolations(later, 'verify: unconfirmed');
  await context.setOffline(false);
});

test('a card replaced through the owner link says "Replaced by a newer card", and the new card is Valid', async ({
  page,
  request,
}, testInfo) => {
  const { dog, address } = await activeCard(request, testInfo, 'Phoenix');
  const replaced = await request.post(`/api/dogs/${dog.id}/replacement-card?key=${dog.ownerToken}`);
  expect(replaced.status()).toBe(200);

  await page.goto(address);
  const heading = verdictHeading(page, 'Replaced by a newer card');
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  const panel = page.getByRole('region', { name: 'Replaced by a newer card' });
  await expect(panel).toContainText(`has issued a newer card for registration ${dog.registryNumber}`);
  await expect(panel).toContainText('Ask the handler for their current card.');
  // Not the team's details: this card is not the one to rely on any more.
  await expect(panel).not.toContainText('Riley H.');
  await expect(verdictHeading(page, 'Revoked')).toHaveCount(0);
  await expectNoAxeViolations(page, 'verify: superseded');

  const svg = await (await request.get(`/api/dogs/${dog.id}/qr.svg?key=${encodeURIComponent(dog.ownerToken)}`)).body();
  const newAddress = (await readQr(svg))?.data ?? '';
  expect(newAddress).toContain(`${VERIFY_PATH}#`);
  expect(newAddress).not.toBe(address);
  await page.goto('/lookup');
  await page.goto(newAddress);
  await expect(verdictHeading(page, 'Valid')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Valid', exact: true })).toContainText(dog.registryNumber);
});

test.describe('status lists answered by someone other than the registry', () => {
  // page.route does not reliably see the requests of a page a service worker controls (playwright#1090):
  // these checks run without the worker, which only keeps the page's files for offline loads.
  test.use({ serviceWorkers: 'block' });
  const revocationAddress = `**${statusListPath('revocation')}`;
  const serve = (page: Page, body: string) =>
    page.route(revocationAddress, (route) => route.fulfill({ status: 200, contentType: 'application/vc+jwt', body }));

  test('a replayed older revocation list does not undo a revocation the device has seen', async ({
    page,
    request,
  }, testInfo) => {
    const { dog, address } = await activeCard(request, testInfo, 'Echo');
    // The revocation list as it was before the revocation: a genuine, signed list, now out of date.
    const beforeRevocation = await (await request.get(statusListPath('revocation'))).text();
    await page.goto(address);
    await expect(verdictHeading(page, 'Valid')).toBeVisible();

    await setDogState(testInfo, dog.id, { status: 'revoked' });
    await page.goto('/lookup');
    await page.goto(address);
    await expect(verdictHeading(page, 'Revoked')).toBeVisible();

    // Whoever answers for the registry now serves the old list: the device keeps the newer one it holds.
    await serve(page, beforeRevocation);
    await page.goto('/lookup');
    await page.goto(address);
    await expect(verdictHeading(page, 'Revoked')).toBeVisible();
    await expect(page.getByText(`has revoked registration ${dog.registryNumber}`)).toBeVisible();
    await expect(verdictHeading(page, 'Valid')).toHaveCount(0);
    // Nor is that old list presented as the registry's current one.
    await expect(page.getByText('its current status lists')).toHaveCount(0);
  });

  test('the suspension list served at the revocation address is refused', async ({ page, request }, testInfo) => {
    const { dog, address } = await activeCard(request, testInfo, 'Swap');
    // A newer, validly signed list of this registry, but the suspension list: read as the revocation
    // list, it would clear every revocation.
    const serveSuspension = async () => serve(page, await (await request.get(statusListPath('suspension'))).text());

    // On a first visit there is then nothing to trust, and the page says so rather than checking without a revocation list.
    await serveSuspension();
    await page.goto(address);
    await expect(page.getByRole('alert')).toContainText('so it cannot check a card');
    await expect(page.locator('#verdict-title')).toHaveCount(0);
    await expect(verdictHeading(page, 'Valid')).toHaveCount(0);
    await page.unroute(revocationAddress);

    // The registry's own lists: the card is revoked, and the device saves that.
    await setDogState(testInfo, dog.id, { status: 'revoked' });
    await page.goto('/lookup');
    await page.goto(address);
    await expect(verdictHeading(page, 'Revoked')).toBeVisible();

    // The swap again, now with lists saved: the device keeps its revocation list.
    await serveSuspension();
    await page.goto('/lookup');
    await page.goto(address);
    await expect(verdictHeading(page, 'Revoked')).toBeVisible();
    await expect(verdictHeading(page, 'Valid')).toHaveCount(0);
  });
});
