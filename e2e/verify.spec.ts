import fs from 'node:fs/promises';
import { chromium, expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { VERIFY_PATH } from '../common/credential';
import { signCardCredential } from '../server/src/credentials/credential-service';
import { openSigningKeys } from '../server/src/credentials/signing-keys';
import { findDogById } from '../server/src/dogs/dog-repository';
import { e2eDatabase, e2eServerInfo, setDogState } from './database';
import { rasterizePdf, readQr } from './pdf';
import { registerDog } from './registrations';
import { expectNoAxeViolations } from './support';

/** An active card, and the address its QR code carries, read from the code as a phone would. */
async function activeCard(request: APIRequestContext, testInfo: TestInfo, name: string) {
  const dog = await registerDog(request, testInfo, name);
  await setDogState(testInfo, dog.id, { status: 'active' });
  const svg = await (await request.get(`/api/dogs/${dog.id}/qr.svg`)).body();
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

test('an altered credential, an expired one and a revoked one each get their verdict', async ({
  page,
  request,
}, testInfo) => {
  const { dog, address } = await activeCard(request, testInfo, 'Ranger');
  const [base, token] = address.split('#') as [string, string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const altered = `${header}.${payload.slice(0, -3)}${payload.at(-3) === 'A' ? 'B' : 'A'}${payload.slice(-2)}.${signature}`;
  await page.goto(`${base}#${altered}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Not issued by this registry' })).toBeVisible();
  await expect(page.getByText('the card may be forged or altered')).toBeVisible();
  await expect(page.getByText('Ranger')).toHaveCount(0);
  await expectNoAxeViolations(page, 'verify: not issued');

  // A credential this registry signed whose valid-through date has passed.
  const keys = await openSigningKeys({ dataDir: e2eServerInfo(testInfo).dataDir, signingKeyFile: null });
  const row = (await findDogById(e2eDatabase(testInfo).db, dog.id))!;
  const origin = new URL(address).origin;
  const expired = await signCardCredential({ ...row, expires_at: '2021-06-30T00:00:00.000Z' }, keys, origin);
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
