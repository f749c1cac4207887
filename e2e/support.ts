import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/** Zero violations of the WCAG 2.2 A and AA rules axe checks. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${state}`).toEqual([]);
}

/** A real JPEG photo on disk, as a user would pick it. */
export async function dogPhotoFile(): Promise<string> {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-photo-')), 'biscuit.jpg');
  const svg = `<svg width="1200" height="900" xmlns="http://www.w3.org/2000/svg"><rect width="1200" height="900" fill="#c8a165"/>
    <ellipse cx="600" cy="520" rx="300" ry="220" fill="#6b4423"/><circle cx="600" cy="300" r="150" fill="#6b4423"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

let codeCounter = 0;
/** A payment code no other test uses: the project name keeps the two databases apart, the time keeps reruns apart. */
export function uniqueCode(testInfo: { project: { name: string } }): string {
  codeCounter += 1;
  return `E2E${testInfo.project.name.slice(0, 2)}${Date.now().toString(36).slice(-6)}${codeCounter}`
    .toUpperCase()
    .slice(0, 20);
}

/** Presses Tab until the element has focus: proof that the keyboard alone reaches it. */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * What the card's front and Home must never say (issue 51, LEGAL.md): a registry conveys no rights, and
 * nothing of it is certified or official. Whole words, in each language.
 */
export const OVERCLAIMS = {
  en: /\b(rights?|certified|official)\b/i,
  es: /\b(derechos?|certificad[oa]s?|oficial(es)?)\b/i,
} as const;
