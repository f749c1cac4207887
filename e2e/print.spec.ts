import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerDog } from './registrations';
import { expectNoAxeViolations } from './support';

const CSS_PX_PER_INCH = 96;

test('the owner prints a two-faced wallet card and nothing else of the page', async ({ page, request }, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Printer');
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
  await expect(page.locator('#root')).toBeHidden();
  const faces = page.locator('.card-face');
  await expect(faces).toHaveCount(2);
  for (const face of await faces.all()) {
    const box = await face.boundingBox();
    expect(box?.width).toBeCloseTo(3.375 * CSS_PX_PER_INCH, 0);
    expect(box?.height).toBeCloseTo(2.125 * CSS_PX_PER_INCH, 0);
  }
  const front = faces.nth(0);
  for (const text of [
    'SERVICE DOG',
    'Access rights under U.S. federal law (ADA)',
    'Printer',
    dog.registryNumber,
    'Riley Handler',
    '(503) 555-0147',
    'Please do not separate this dog from its handler.',
  ]) {
    await expect(front).toContainText(text);
  }
  const qr = front.locator('img.card-qr');
  expect((await qr.boundingBox())?.width).toBeCloseTo(38, 0);
  const back = faces.nth(1);
  for (const text of [
    'staff may ask only',
    'is the dog a service animal required because of a disability',
    'what work or task',
    'voluntary',
    `/registry/${dog.id}`,
    '(555) 010-0100',
    'Monday to Friday, 9am to 5pm EST',
  ]) {
    await expect(back).toContainText(text);
  }
  await expect(back).not.toContainText('official');

  await page.screenshot({ path: testInfo.outputPath('printed-card.png'), fullPage: true });
  const pdf = await page.pdf({
    path: testInfo.outputPath('printed-card.pdf'),
    format: 'Letter',
    printBackground: true,
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  expect((await fs.stat(testInfo.outputPath('printed-card.pdf'))).size).toBeGreaterThan(1000);
});
