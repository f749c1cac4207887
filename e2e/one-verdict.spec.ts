import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { VERIFY_PATH } from '../common/credential';
import { setDogState } from './database';
import { readQr } from './pdf';
import { registerDog } from './registrations';
import { expectNoAxeViolations } from './support';

const PHONE = { width: 375, height: 667 };

const WORDS = {
  English: {
    locale: 'en-US',
    valid: 'Valid',
    title: 'Verify a Registration',
    question1: 'Is the dog a service animal required because of a disability?',
    question2: 'What work or task has the dog been trained to perform?',
    noCard: 'No card or document may be required',
    photo: (dog: string) => `${dog}, as photographed for the registry`,
    sheet: 'How to verify a service dog card',
    sheetNoCard: 'no card may be required',
  },
  Spanish: {
    locale: 'es-MX',
    valid: 'Válido',
    title: 'Verificar un registro',
    question1: '¿El perro es un animal de servicio requerido debido a una discapacidad?',
    question2: '¿Qué trabajo o tarea ha sido entrenado a realizar el perro?',
    noCard: 'No se puede exigir ninguna tarjeta ni documento',
    photo: (dog: string) => `${dog}, según la foto del registro`,
    sheet: 'Cómo verificar una tarjeta de perro de servicio',
    sheetNoCard: 'no se puede exigir ninguna tarjeta',
  },
} as const;

/** Every part, laid out inside the first screen of the phone, with nothing scrolled. */
async function expectInFirstScreen(page: Page, parts: Record<string, Locator>): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const [name, part] of Object.entries(parts)) {
    await expect(part, name).toBeVisible();
    const box = await part.boundingBox();
    expect(box!.y + box!.height, `${name} ends inside the first ${PHONE.height} px`).toBeLessThanOrEqual(PHONE.height);
  }
}

for (const [language, words] of Object.entries(WORDS)) {
  test.describe(`one verdict, in ${language}`, () => {
    test.use({ locale: words.locale, viewport: PHONE });

    test('a card scanned and a number looked up get the same verdict, all of it in the first screen of a phone', async ({
      page,
      request,
    }, testInfo) => {
      const dog = await registerDog(request, testInfo, 'Juniper');
      await setDogState(testInfo, dog.id, { status: 'active' });
      const qr = await request.get(`/api/dogs/${dog.id}/qr.svg?key=${encodeURIComponent(dog.ownerToken)}`);
      const address = (await readQr(await qr.body()))?.data ?? '';
      expect(address).toContain(`${VERIFY_PATH}#`);

      const sameVerdict = async (path: string) => {
        await page.goto(path);
        const verdict = page.locator('section[aria-labelledby="verdict-title"]');
        await expect(verdict.getByRole('heading', { level: 2, name: words.valid, exact: true })).toBeFocused();
        await expectInFirstScreen(page, {
          photo: verdict.getByRole('img', { name: words.photo('Juniper') }),
          'dog name': verdict.getByText('Juniper', { exact: true }),
          handler: verdict.getByText('Riley H.', { exact: true }),
          'registry number': verdict.getByText(dog.registryNumber, { exact: true }).first(),
          'first question': verdict.getByText(words.question1),
          'second question': verdict.getByText(words.question2),
          'no card may be required': verdict.getByText(words.noCard),
        });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await expectNoAxeViolations(page, `verdict at ${path.startsWith('/c/') ? 'the look-up' : '/v'}`);
        return (await verdict.getByRole('heading', { level: 2 }).innerText()).trim();
      };
      const scanned = await sameVerdict(address.slice(new URL(address).origin.length));
      // One name for checking, by card or by number.
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeAttached();
      // The short address the card's back prints asks the look-up at once.
      const lookedUp = await sameVerdict(`/c/${dog.registryNumber}`);
      expect(lookedUp).toBe(scanned);
    });

    test('a business prints "How to verify a service dog card" for its counter', async ({ page }) => {
      await page.goto('/lookup');
      await page.getByRole('link', { name: words.sheet }).click();
      const title = page.getByRole('heading', { level: 1, name: words.sheet });
      await expect(title).toBeVisible();
      await expect(page.getByText(words.question1)).toBeVisible();
      await expectNoAxeViolations(page, 'counter sheet');
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.locator('article')).toContainText(words.sheetNoCard);
    });
  });
}
