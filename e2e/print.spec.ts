import { type Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { setDogState } from './database';
import {
  JWKS_PATH,
  STATUS_PURPOSES,
  statusListPath,
  VERIFY_PATH,
  verifyCardCredential,
  type StatusList,
} from '../common/credential';
import { readStatusList } from '../common/status-list';
import { pdfPageCount, pdfText, rasterizePdf, readQr } from './pdf';
import { registerDog } from './registrations';
import { expectNoAxeViolations, OVERCLAIMS } from './support';

const CSS_PX_PER_INCH = 96;

async function printToPdf(page: Page, file: string): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: file, format: 'Letter', printBackground: true });
  return file;
}

test('the owner prints a two-faced wallet card whose QR code scans from the paper', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Printer');
  await setDogState(testInfo, dog.id, { status: 'active' });
  await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Printer' })).toBeVisible();
  await expectNoAxeViolations(page, 'card with print button');

  // Record when Print Card is clicked and what the page looks like when printing starts.
  await page.evaluate(() => {
    const w = window as unknown as { printed?: { title: string; delay: number }; clickedAt?: number };
    document.addEventListener('click', () => (w.clickedAt = performance.now()), true);
    window.print = () => {
      w.printed = { title: document.title, delay: performance.now() - (w.clickedAt ?? 0) };
    };
  });
  await page.getByRole('button', { name: 'Print Card' }).click();
  const printed = await page.waitForFunction(
    () => (window as unknown as { printed?: { title: string; delay: number } }).printed,
  );
  const { title, delay } = (await printed.jsonValue()) as { title: string; delay: number };
  expect(title).toBe(`Service Dog Registry Card ${dog.registryNumber}`);
  expect(delay).toBeGreaterThanOrEqual(100);
  expect(delay).toBeLessThan(1000);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Card' })).toBeHidden();
  const faces = page.locator('.card-face');
  await expect(faces).toHaveCount(2);
  for (const face of await faces.all()) {
    const box = await face.boundingBox();
    expect(box?.width).toBeCloseTo(3.375 * CSS_PX_PER_INCH, 0);
    expect(box?.height).toBeCloseTo(2.125 * CSS_PX_PER_INCH, 0);
  }
  const qrSize = (await faces.nth(0).locator('img.card-qr').boundingBox())?.width ?? 0;
  expect(qrSize / CSS_PX_PER_INCH, 'QR code with its quiet zone, in inches').toBeGreaterThanOrEqual(0.8);
  await expectNoAxeViolations(page, 'card print view');

  // The front says nothing the law does not: no rights, nothing certified or official (LEGAL.md).
  expect(await faces.nth(0).innerText()).not.toMatch(OVERCLAIMS.en);
  const pdf = await printToPdf(page, testInfo.outputPath('card.pdf'));
  expect(await pdfPageCount(pdf)).toBe(1);
  const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
  for (const expected of [
    'SERVICE DOG',
    'Under the ADA no business may require this card',
    'Printer',
    dog.registryNumber,
    'Riley Handler',
    'ACTIVE',
    'Valid through',
    'Please do not separate this dog from its handler.',
    'staff may ask only two questions',
    'Is the dog a service animal required because of a disability?',
    'What work or task has the dog been trained to perform?',
    'DOT Service Animal Air Transportation Form',
    'voluntary identification from an independent registry',
    // An address a person can type, without the scheme, and no jargon (issue 52, item 4).
    `Check this card at ${new URL(baseURL ?? '').host}/c/${dog.registryNumber}`,
    '(555) 010-0100',
  ]) {
    expect(text, `the printed card says "${expected}"`).toContain(expected);
  }
  for (const absent of [
    '(503) 555-0147',
    'riley.handler@example.org',
    'official',
    'Print Card',
    'Admin Login',
    'did:web',
    dog.id,
  ]) {
    expect(text).not.toContain(absent);
  }
  // The code read from paper is the verify page with a credential this registry signed, for this card.
  const keys = await (await request.get(JWKS_PATH)).json();
  const issuer = baseURL ?? '';
  const statusLists = (
    await Promise.all(
      STATUS_PURPOSES.map(async (purpose) =>
        readStatusList(await (await request.get(statusListPath(purpose))).text(), { keys, issuer, purpose }),
      ),
    )
  ).filter((list): list is StatusList => list !== null);
  // 200 dpi is about what a phone camera resolves from a card held 20 cm away; 150 dpi leaves under 2 pixels a module.
  for (const dpi of [300, 200]) {
    const scanned = await readQr(await rasterizePdf(pdf, dpi));
    const prefix = `${baseURL}${VERIFY_PATH}#`;
    expect(scanned?.data.startsWith(prefix), `QR code read from the page at ${dpi} dpi`).toBe(true);
    const verdict = await verifyCardCredential(scanned?.data.slice(prefix.length) ?? '', { keys, issuer, statusLists });
    expect(verdict).toMatchObject({ verdict: 'valid', claims: { sub: dog.registryNumber, n: 'Printer' } });
    // Each module at least 0.3 mm on paper (a version v code is 4v + 17 modules, plus a 4-module quiet zone each side).
    const modules = 4 * (scanned?.version ?? 0) + 17 + 8;
    expect((qrSize / CSS_PX_PER_INCH / modules) * 25.4, 'module size in mm').toBeGreaterThanOrEqual(0.3);
  }
});

for (const state of [
  { status: 'pending', stamp: 'PENDING REVIEW — NOT YET VALID', title: 'SERVICE DOG' },
  { status: 'in_training', stamp: 'IN TRAINING — NOT YET TESTED', title: 'SERVICE DOG IN TRAINING' },
] as const) {
  test(`a ${state.status} card prints "${state.stamp}" across the foot of its face`, async ({
    page,
    request,
  }, testInfo) => {
    const dog = await registerDog(request, testInfo, 'Waiting');
    await setDogState(testInfo, dog.id, { status: state.status });
    await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
    await expect(page.getByText(state.stamp)).toBeVisible();
    const text = await pdfText(await printToPdf(page, testInfo.outputPath(`${state.status}.pdf`)));
    expect(text).toContain(state.stamp);
    expect(text).toContain(state.title);
    expect(text).toContain(dog.registryNumber);
  });
}

for (const state of [
  { name: 'expired', status: 'active', expiresAt: '2021-06-30T00:00:00.000Z', says: 'expired on June 30, 2021' },
  { name: 'revoked', status: 'revoked', says: 'was revoked' },
  { name: 'suspended', status: 'suspended', says: 'is suspended' },
  { name: 'retired', status: 'retired', says: 'has retired from service' },
] as const) {
  test(`a ${state.name} registration prints an explanation, not a card`, async ({ page, request }, testInfo) => {
    const dog = await registerDog(request, testInfo, `No card ${state.name}`);
    await setDogState(testInfo, dog.id, {
      status: state.status,
      ...('expiresAt' in state ? { expiresAt: state.expiresAt } : {}),
    });
    await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
    await expect(page.getByRole('heading', { name: 'No card can be printed for this registration' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print Card' })).toHaveCount(0);
    await expectNoAxeViolations(page, `${state.name} card for its owner`);
    const text = (await pdfText(await printToPdf(page, testInfo.outputPath(`${state.name}.pdf`)))).replace(/\s+/g, ' ');
    expect(text).toContain(state.says);
    expect(text).not.toContain('SERVICE DOG');
  });
}

test('printing the confirmation page prints the number, the owner link and the next steps, not the site chrome', async ({
  page,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Receipt');
  await page.goto('/');
  // The app is on screen, so its router is listening for the navigation below.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The wizard hands the owner token over in the navigation's state, as here (react-router keeps it in history.state.usr).
  await page.evaluate(
    ({ id, ownerToken }) => {
      window.history.pushState({ usr: { ownerToken }, key: 'print', idx: 1 }, '', `/confirmation/${id}`);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { id: dog.id, ownerToken: dog.ownerToken },
  );
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(page.getByText('Your private owner link')).toBeVisible();
  const text = (await pdfText(await printToPdf(page, testInfo.outputPath('confirmation.pdf')))).replace(/\s+/g, ' ');
  for (const expected of ['Registration Successful!', dog.registryNumber, 'Next Steps']) {
    expect(text).toContain(expected);
  }
  // The link may wrap across lines on paper; its characters are all there, in order.
  expect(text.replace(/\s/g, '')).toContain(`key=${dog.ownerToken}`);
  for (const chrome of ['Admin Login', 'Skip to main content', 'Government Resources', 'Copy registry number']) {
    expect(text).not.toContain(chrome);
  }
});

test('a visitor prints the verification page, not a card', async ({ page, request }, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Verified');
  await setDogState(testInfo, dog.id, { status: 'active' });
  await page.goto(`/registry/${dog.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verified' })).toBeVisible();
  const text = (await pdfText(await printToPdf(page, testInfo.outputPath('visitor.pdf')))).replace(/\s+/g, ' ');
  for (const expected of ['Verified', dog.registryNumber, 'ACTIVE', 'About service dogs and this card']) {
    expect(text).toContain(expected);
  }
  for (const absent of ['SERVICE DOG', 'Riley Handler', 'Admin Login']) expect(text).not.toContain(absent);
});

test('any other page prints its content without the site chrome', async ({ page }, testInfo) => {
  await page.goto('/lookup');
  await expect(page.getByRole('heading', { name: 'Verify a Registration', exact: true })).toBeVisible();
  const text = await pdfText(await printToPdf(page, testInfo.outputPath('lookup.pdf')));
  expect(text).toContain('Verify a Registration');
  expect(text).toContain('Who can verify a registration');
  expect(text).not.toContain('Admin Login');
});
