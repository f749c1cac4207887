import { type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { printedField } from '../common/card-names';
import { FIELD_MAX_LENGTH, OTHER_SERVICE_TYPE } from '../common/constants';
import { expect, test } from './console-guard';
import { setDogState } from './database';
import { pdfPageCount, pdfText, rasterizePdf, readQrWithZbar } from './pdf';
import { registerDog } from './registrations';

/** Names as long as the form allows, made of words as people write them. */
function longest(words: string, length: number): string {
  let text = words;
  while (text.length < length) text += ` ${words}`;
  return text.slice(0, length).trimEnd();
}
const LONGEST_DOG = longest('Bartholomew Fluffington of Riverside', FIELD_MAX_LENGTH.dogName);
const LONGEST_HANDLER = longest('María Guadalupe Fernández-Castellanos', FIELD_MAX_LENGTH.ownerName);
const LONGEST_BREED = longest('Perro de Agua Español cruzado con Pastor Alemán', FIELD_MAX_LENGTH.dogBreed);
const LONGEST_OTHER = longest('Alerta de hipoglucemia y búsqueda de ayuda', FIELD_MAX_LENGTH.serviceTypeOther);
/** Long but real: these print whole, with no ellipsis. */
const LONG_DOG = 'Bartholomew Fluffington III';
const LONG_HANDLER = 'María Guadalupe Fernández-Castellanos';

/** 3.2 mm, the print-safe margin inside the card's cut edge, in CSS pixels. */
const SAFE_PX = (3.2 / 25.4) * 96;

interface Misfit {
  face: string;
  text: string;
  problem: string;
}

/**
 * Every line of text on both faces as the printer lays it out: each must stay 3.2 mm inside the cut
 * edge, above the front's footer rule (unless it is the footer), and clear of every other text.
 * Lines a clamp hides are not printed, so only what shows is measured.
 */
async function misfits(page: Page): Promise<Misfit[]> {
  return page.locator('.card-faces').evaluate((root, safe) => {
    type Box = { left: number; right: number; top: number; bottom: number };
    const out: { face: string; text: string; problem: string }[] = [];
    for (const face of root.querySelectorAll<HTMLElement>('.card-face')) {
      const name = face.getAttribute('aria-label') ?? '';
      const edge = face.getBoundingClientRect();
      const foot = face.querySelector('.card-foot')?.getBoundingClientRect();
      const backRule = face.classList.contains('card-back') ? edge.bottom - (2.2 / 100) * edge.width : null;
      const lines: { el: Element; box: Box }[] = [];
      for (const el of face.querySelectorAll('p, dt, dd, li')) {
        if (!el.textContent?.trim() || el.querySelector('p, li')) continue;
        const style = getComputedStyle(el);
        const clip = style.overflow === 'visible' ? null : el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el);
        for (const rect of range.getClientRects()) {
          if (rect.width < 0.5 || rect.height < 0.5) continue;
          const box = clip
            ? {
                left: Math.max(rect.left, clip.left),
                right: Math.min(rect.right, clip.right),
                top: Math.max(rect.top, clip.top),
                bottom: Math.min(rect.bottom, clip.bottom),
              }
            : { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
          if (box.right - box.left < 0.5 || box.bottom - box.top < 2) continue;
          lines.push({ el, box });
        }
      }
      const reported = new Set<string>();
      const once = (el: Element, problem: string) => {
        const key = `${problem}:${el.textContent}`;
        if (reported.has(key)) return;
        reported.add(key);
        out.push({ face: name, text: (el.textContent ?? '').trim().slice(0, 60), problem });
      };
      for (const { el, box } of lines) {
        if (box.left < edge.left + safe - 0.5 || box.right > edge.right - safe + 0.5)
          once(el, `${Math.min(box.left - edge.left, edge.right - box.right).toFixed(1)} px from the side edge`);
        if (box.top < edge.top + safe - 0.5 || box.bottom > edge.bottom - safe + 0.5)
          once(
            el,
            `${Math.min(box.top - edge.top, edge.bottom - box.bottom).toFixed(1)} px from the top or bottom edge`,
          );
        const inFoot = el.classList.contains('card-foot');
        if (foot && !inFoot && box.bottom > foot.top + 0.5) once(el, 'runs under the footer rule');
        if (backRule !== null && box.bottom > backRule + 0.5) once(el, 'runs into the back’s bottom rule');
      }
      for (let i = 0; i < lines.length; i++)
        for (let j = i + 1; j < lines.length; j++) {
          const [a, b] = [lines[i]!, lines[j]!];
          if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const overlap =
            Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > 0.5 &&
            Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 0.5;
          if (overlap) once(a.el, `overprints "${(b.el.textContent ?? '').trim().slice(0, 40)}"`);
        }
    }
    return out;
  }, SAFE_PX);
}

/** Whether a text shows whole: not cut by a clamp or an ellipsis. */
async function shownWhole(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1);
}

for (const language of [
  { locale: 'en-US', name: 'English' },
  { locale: 'es-MX', name: 'Spanish' },
] as const) {
  test.describe(`the printed card in ${language.name}`, () => {
    test.use({ locale: language.locale });

    for (const status of ['active', 'pending', 'in_training'] as const) {
      test(`a ${status} card with the longest names the form allows fits every text in its box`, async ({
        page,
        request,
      }, testInfo) => {
        const dog = await registerDog(request, testInfo, LONGEST_DOG, {
          ownerName: LONGEST_HANDLER,
          dogBreed: LONGEST_BREED,
          serviceType: OTHER_SERVICE_TYPE,
          serviceTypeOther: LONGEST_OTHER,
          showServiceType: 'yes',
        });
        if (status !== 'pending') await setDogState(testInfo, dog.id, { status });
        await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
        await expect(page.locator('.card-face')).toHaveCount(2);
        // The handler is told, beside the card, which names it prints shortened, and how.
        await expect(page.getByText(`${printedField('dogName', LONGEST_DOG)}`, { exact: false }).first()).toBeVisible();
        await page.emulateMedia({ media: 'print' });
        expect(await misfits(page)).toEqual([]);
        // The whole name is on the page the card's code opens; on the card it is cut as the page said.
        const pdf = testInfo.outputPath('card.pdf');
        await page.pdf({ path: pdf, format: 'Letter', printBackground: true });
        expect(await pdfPageCount(pdf)).toBe(1);
        expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain(printedField('dogName', LONGEST_DOG));
        if (status === 'active') {
          // Every name at its longest and the service type shown: ZBar, which reads as a phone's camera
          // does, reads the code from the paper at 150 dpi (issue 52; decision 050).
          const read = await readQrWithZbar(await rasterizePdf(pdf, 150));
          expect(read, 'ZBar reads the printed QR code at 150 dpi').toMatch(/\/v#\d+$/);
          expect(QRCode.create(read!, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(15);
        }
      });
    }

    test('long but real names print whole, and fit', async ({ page, request }, testInfo) => {
      const dog = await registerDog(request, testInfo, LONG_DOG, { ownerName: LONG_HANDLER });
      await setDogState(testInfo, dog.id, { status: 'active' });
      await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
      await expect(page.locator('.card-face')).toHaveCount(2);
      await page.emulateMedia({ media: 'print' });
      expect(await misfits(page)).toEqual([]);
      expect(await shownWhole(page, '.card-dog')).toBe(true);
      expect(await shownWhole(page, '.card-facts dd')).toBe(true);
    });
  });
}
